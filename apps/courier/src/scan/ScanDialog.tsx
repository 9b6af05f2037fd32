import { useEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { Button } from '@courier/ui/Button';
import { useCourierWords } from '../i18n/words';
import { decodeFrame } from './decode';

/** How often a frame is read (a label held still is read within a few frames). */
const EVERY_MS = 300;

/**
 * The back camera in a full-screen dialog: frames are read until a barcode is found, then the
 * camera is stopped and the text handed back (the run finds the stop by its AWB).
 */
export function ScanDialog({
  onClose,
  onText,
}: {
  onClose: () => void;
  onText: (text: string) => void;
}) {
  const t = useCourierWords();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const read = async () => {
      const element = video.current;
      if (stopped || !element) return;
      if (element.readyState >= 2 && element.videoWidth > 0) {
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.drawImage(element, 0, 0);
        const texts = await decodeFrame(
          context.getImageData(0, 0, canvas.width, canvas.height),
        ).catch(() => []);
        if (stopped) return;
        if (texts[0]) {
          stopped = true;
          stream?.getTracks().forEach((track) => track.stop());
          onText(texts[0]);
          return;
        }
      }
      timer = setTimeout(() => void read(), EVERY_MS);
    };
    const open = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      stream = media;
      if (stopped) return media.getTracks().forEach((track) => track.stop());
      video.current!.srcObject = media;
      await video.current!.play().catch(() => undefined);
      void read();
    };
    open().catch(() => setFailed(true));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onText]);

  return (
    <Modal
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-20 bg-black/80 p-3"
    >
      <Dialog className="mx-auto flex max-w-xl flex-col gap-3 rounded-lg bg-white p-3 outline-none">
        <Heading slot="title" className="text-xl font-bold">
          {t.scan.title}
        </Heading>
        {failed ? (
          <p role="alert" className="font-bold text-danger">
            {t.scan.noCamera}
          </p>
        ) : (
          <p>{t.scan.hint}</p>
        )}
        <video
          ref={video}
          muted
          playsInline
          aria-label={t.scan.video}
          className="w-full rounded bg-black"
        />
        <Button className="min-h-14 text-lg" onPress={onClose}>
          {t.scan.close}
        </Button>
      </Dialog>
    </Modal>
  );
}
