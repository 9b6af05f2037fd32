import { useEffect, useId, useRef, type PointerEvent } from 'react';
import { Button } from '@courier/ui/Button';
import { useCourierWords } from '../i18n/words';

const WIDTH = 340;
const HEIGHT = 170;

/**
 * The receiver signs with a finger: pointer strokes on a canvas, kept as a PNG data URL (the
 * server takes a PNG of at most 300 KB; a few strokes at twice the size on screen are far less).
 * Its label and error are tied to the canvas, which is an image to assistive technology.
 */
export function SignaturePad({
  onChange,
  errorMessage,
}: {
  onChange: (png: string | undefined) => void;
  errorMessage?: string;
}) {
  const t = useCourierWords();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);
  const id = useId();

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.scale(2, 2);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#000';
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d')!;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d')!;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
    drawn.current = true;
  };
  const up = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    if (drawn.current) onChange(event.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    drawn.current = false;
    onChange(undefined);
  };

  return (
    <div className="flex flex-col gap-1">
      <p id={`${id}-label`} className="font-bold">
        {t.deliver.signature}
      </p>
      <p id={`${id}-hint`} className="text-sm">
        {t.deliver.signatureHint}
      </p>
      <canvas
        ref={canvas}
        width={WIDTH * 2}
        height={HEIGHT * 2}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint${errorMessage ? ` ${id}-error` : ''}`}
        className={`aspect-[2/1] w-full max-w-[340px] touch-none rounded border-2 bg-white ${
          errorMessage ? 'border-danger' : 'border-navy-900'
        }`}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      {errorMessage && (
        <p id={`${id}-error`} className="font-bold text-danger">
          {errorMessage}
        </p>
      )}
      <Button variant="outline" className="min-h-12 self-start" onPress={clear}>
        {t.deliver.clear}
      </Button>
    </div>
  );
}
