import { useEffect, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Radio, RadioGroup } from 'react-aria-components';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '@courier/ui/Button';
import { Tab, TabList, TabPanel, Tabs } from '@courier/ui/Tabs';
import { toast } from '@courier/ui/Toaster';
import { RequiredFields } from '@courier/ui/wizard/requiredFields';
import { showServerErrors } from '@courier/ui/wizard/serverErrors';
import type { ContentItem } from '@courier/api-client/adminContent';
import { contentSchema, emptyContentValues } from '@courier/domain/content/contentSchema';
import type { ContentType } from '@courier/domain/content/contentTypes';
import { adminCall, AdminCallError } from '../../api/hooks';
import { ErrorText } from '../../Layout';
import { useAdminWords, useContentField } from '../../i18n/words';
import { formFieldErrors, formValues, type ContentValues } from './contentForm';
import { ContentPreview, type PreviewLanguage } from './ContentPreview';
import { ContentFieldInput } from './fields/ContentFieldInput';

type Intent = 'save' | 'publish';

export interface ContentEditorProps {
  type: ContentType;
  /** The saved record; null for a new one. */
  item: ContentItem | null;
  /** After a save or a change of state, with the record as the server now holds it. */
  onSaved: (item: ContentItem) => void;
}

/** Live values of the form for the preview (only the preview re-renders as one types). */
function LivePreview({
  type,
  control,
}: {
  type: ContentType;
  control: ReturnType<typeof useForm<ContentValues>>['control'];
}) {
  const t = useAdminWords();
  const values = useWatch({ control }) as ContentValues;
  const [lang, setLang] = useState<PreviewLanguage>('en');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">{t.content.preview.note}</p>
        <RadioGroup
          value={lang}
          onChange={(v) => setLang(v as PreviewLanguage)}
          orientation="horizontal"
          aria-label={t.content.preview.language}
          className="flex gap-1 rounded-field border border-line bg-surface p-1"
        >
          {(['en', 'ar'] as const).map((l) => (
            <Radio
              key={l}
              value={l}
              className={({ isSelected, isFocusVisible }) =>
                `cursor-default rounded px-3 py-1 text-sm font-semibold ${isSelected ? 'bg-navy-800 text-white' : 'text-navy-800'} ${isFocusVisible ? 'outline-3 outline-offset-2 outline-focus' : ''}`
              }
            >
              {l === 'en' ? t.content.preview.english : t.content.preview.arabic}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      {lang === 'ar' && <p className="text-sm text-ink-muted">{t.content.preview.fallback}</p>}
      <ContentPreview type={type.type} values={values} lang={lang} />
    </div>
  );
}

/**
 * The form of one content record, built from its type's descriptor, with a Preview tab that
 * shows the record as the site will. Save keeps the record's state; Save and publish puts it on
 * the site; Unpublish takes it off. The schema is the one the API checks with.
 */
export function ContentEditor({ type, item, onSaved }: ContentEditorProps) {
  const t = useAdminWords();
  const localField = useContentField();
  const schema = contentSchema(type.type);
  const empty = useMemo(() => emptyContentValues(type.type), [type.type]);
  const defaultValues = useMemo(() => formValues(empty, item?.values), [empty, item]);
  const { control, handleSubmit, setError, reset, formState } = useForm<ContentValues>({
    resolver: zodResolver(schema) as unknown as Resolver<ContentValues>,
    defaultValues,
  });
  const [tab, setTab] = useState<string>('edit');
  const [formError, setFormError] = useState<unknown>(null);
  const [busy, setBusy] = useState<Intent | 'unpublish' | null>(null);
  const published = item?.published ?? false;
  const formRef = useRef<HTMLFormElement>(null);
  // The bound widgets take no refs from the form library, so its own focus-on-error cannot reach
  // them: once the messages are drawn (a few frames at most), the first invalid field takes focus.
  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirstInvalid = () => setFocusRequest((n) => n + 1);
  useEffect(() => {
    if (focusRequest === 0) return;
    let frames = 0;
    let request = 0;
    const tryFocus = () => {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (field) field.focus();
      else if ((frames += 1) < 20) request = requestAnimationFrame(tryFocus);
    };
    request = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(request);
  }, [focusRequest]);

  const refused = (err: unknown) => {
    setTab('edit');
    const errors = err instanceof AdminCallError ? err.errors : {};
    const onFields = formFieldErrors(errors, defaultValues);
    showServerErrors(setError, onFields, onFields);
    setFormError(err);
    focusFirstInvalid();
  };

  const save = (intent: Intent) =>
    handleSubmit(
      async (values) => {
        setFormError(null);
        setBusy(intent);
        try {
          let saved = item
            ? await adminCall('admin_content_update', { type: type.type, id: item.id, values })
            : await adminCall('admin_content_create', { type: type.type, values });
          if (intent === 'publish' && type.publishable && !saved.item.published) {
            saved = await adminCall('admin_content_publish', {
              type: type.type,
              id: saved.item.id,
              published: true,
            });
          }
          toast.success(intent === 'publish' ? t.content.published : t.content.saved);
          reset(formValues(empty, saved.item.values));
          onSaved(saved.item);
        } catch (err) {
          refused(err);
        } finally {
          setBusy(null);
        }
      },
      () => {
        setTab('edit');
        setFormError(new Error(t.content.form.invalid));
        focusFirstInvalid();
      },
    )();

  const unpublish = async () => {
    if (!item) return;
    setBusy('unpublish');
    try {
      const answer = await adminCall('admin_content_publish', {
        type: type.type,
        id: item.id,
        published: false,
      });
      toast.success(t.content.unpublished);
      onSaved(answer.item);
    } catch (err) {
      refused(err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <RequiredFields schema={schema}>
      <Form
        ref={formRef}
        aria-label={t.content.form.label({ label: t.contentTypes[type.type].label })}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void save('save');
        }}
        className="flex max-w-5xl flex-col gap-4"
      >
        <ErrorText error={formError} />
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
          <TabList aria-label={t.content.tabs.label}>
            <Tab id="edit">{t.content.tabs.edit}</Tab>
            <Tab id="preview">{t.content.tabs.preview}</Tab>
          </TabList>
          <TabPanel
            id="edit"
            // Kept mounted while the preview shows: the inputs keep their state (editor, map).
            shouldForceMount
            className="flex flex-col gap-5 data-[inert]:hidden [&[inert]]:hidden"
          >
            {type.fields.map((field) => (
              <ContentFieldInput
                key={field.name}
                field={localField(type.type, field)}
                control={control}
                isExisting={item !== null}
              />
            ))}
          </TabPanel>
          <TabPanel id="preview" className="flex flex-col gap-4">
            <h2 className="text-lg font-semibold text-navy-800">{t.content.preview.title}</h2>
            <LivePreview type={type} control={control} />
          </TabPanel>
        </Tabs>
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-line bg-surface-muted px-4 py-3">
          {formState.isDirty && (
            <span className="me-auto text-sm text-ink-muted">{t.content.form.unsaved}</span>
          )}
          {type.publishable && published && (
            <Button
              variant="outline"
              isBusy={busy === 'unpublish'}
              onPress={() => void unpublish()}
            >
              {t.content.form.unpublish}
            </Button>
          )}
          <Button
            type="submit"
            variant={type.publishable && !published ? 'outline' : 'primary'}
            isBusy={busy === 'save'}
            isDisabled={busy !== null && busy !== 'save'}
          >
            {type.publishable && !published ? t.content.form.saveDraft : t.content.form.save}
          </Button>
          {type.publishable && !published && (
            <Button
              isBusy={busy === 'publish'}
              isDisabled={busy !== null && busy !== 'publish'}
              onPress={() => void save('publish')}
            >
              {t.content.form.saveAndPublish}
            </Button>
          )}
        </div>
      </Form>
    </RequiredFields>
  );
}
