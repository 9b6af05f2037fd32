import { careerSchema, type CareerFormInput } from '@courier/domain/schemas/career';
import { contentDir } from '@courier/ui/Bidi';
import { orEmpty } from '@courier/ui/emptyValue';
import { RequiredFields } from '@courier/ui/wizard/requiredFields';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@courier/ui/Button';
import { FileUpload } from '@courier/ui/FileUpload';
import { toast } from '@courier/ui/Toaster';
import { FormTextArea, FormTextField } from '@courier/ui/wizard/controlled';
import { applyForCareer, useCareerDetails } from '../../api/careers';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { HtmlContent } from '../../components/HtmlContent';
import { NotFound } from '../../components/NotFound';
import { PageBanner } from '../../components/PageBanner';
import { useQueryParam } from '../../components/useQueryParam';
import { useSiteWords } from '../../i18n/siteWords';
import { failureMessage } from '../../api/failureMessage';

/** What the server takes as a résumé: PDF and Word. */
const RESUME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

const empty: CareerFormInput = { name: '', email: '', mobile: '', message: '', resume_content: '' };

/** `careerId`: the opening applied for, recorded beside the spec's fields. */
function CareerApplicationForm({ careerId }: { careerId: string }) {
  const w = useSiteWords();
  const [fileName, setFileName] = useState('');
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<CareerFormInput>({ resolver: zodResolver(careerSchema), defaultValues: empty });

  // Spec 8: success shows the Message and resets the form; failure shows the server Message.
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await applyForCareer({ ...values, career_id: careerId });
      toast.success(answer.Message);
      reset(empty);
      setFileName('');
    } catch (error) {
      toast.error(failureMessage(error));
    }
  });

  return (
    <RequiredFields schema={careerSchema}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        aria-labelledby="apply-title"
      >
        <FormTextField control={control} name="name" label={w.form.name} autoComplete="name" />
        <FormTextField
          control={control}
          name="email"
          label={w.form.email}
          type="email"
          autoComplete="email"
        />
        <FormTextField control={control} name="mobile" label={w.form.mobile} type="tel" />
        <FileUpload
          label={w.form.resume}
          isRequired
          acceptedFileTypes={RESUME_TYPES}
          fileName={fileName}
          errorMessage={errors.resume_content?.message}
          onChange={(file) => {
            setFileName(file?.name ?? '');
            setValue('resume_content', file?.dataUrl ?? '', { shouldValidate: isSubmitted });
          }}
        />
        <FormTextArea
          control={control}
          name="message"
          label={w.form.message}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Button type="submit" isBusy={isSubmitting}>
            {w.buttons.submit}
          </Button>
        </div>
      </form>
    </RequiredFields>
  );
}

export function Component() {
  const w = useSiteWords();
  const careerId = useQueryParam('career_id');
  const { data, error, isLoading } = useCareerDetails(careerId);
  const career = data?.careerDetails;
  // An opening that does not exist (or has closed) is a page that does not exist.
  const unknown =
    error &&
    (error.kind === 'invalid-request' ||
      (error.kind === 'rejected' && (error.status === 404 || error.status === 400)));
  if (unknown) return <NotFound />;
  return (
    <>
      <PageBanner title={w.career.details} contentTitle={career?.career_title} />
      <Container className="grid gap-10 lg:grid-cols-2">
        <article>
          {career ? (
            <>
              <h2 dir={contentDir(career.career_title)} className="text-2xl font-bold">
                {career.career_title}
              </h2>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                <dt className="font-semibold">{w.career.experience}</dt>
                <dd dir={contentDir(career.experience)}>{orEmpty(career.experience)}</dd>
                <dt className="font-semibold">{w.career.vacancies}</dt>
                <dd>{career.no_of_vacancies}</dd>
                <dt className="font-semibold">{w.career.skills}</dt>
                <dd dir={contentDir(career.skils)}>{orEmpty(career.skils)}</dd>
              </dl>
              <HtmlContent html={career.description} className="mt-6" />
            </>
          ) : (
            <EmptyState loading={isLoading} />
          )}
        </article>
        <section aria-labelledby="apply-title" className="rounded-card bg-surface-muted p-6">
          <h2 id="apply-title" className="mb-4 text-2xl font-bold">
            {w.career.submitDetails}
          </h2>
          <CareerApplicationForm careerId={careerId} />
        </section>
      </Container>
    </>
  );
}
