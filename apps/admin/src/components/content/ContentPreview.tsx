import type { ReactNode } from 'react';
import { BlogCard } from '@courier/ui/BlogCard';
import { CareerCard } from '@courier/ui/CareerCard';
import { HeroSlider } from '@courier/ui/HeroSlider';
import { NewsCard } from '@courier/ui/NewsCard';
import { ServiceCard } from '@courier/ui/ServiceCard';
import { SkillBars } from '@courier/ui/SkillBars';
import { TeamCard } from '@courier/ui/TeamCard';
import {
  arabicKey,
  CONTENT_TYPES,
  type ContentTypeName,
} from '@courier/domain/content/contentTypes';
import { localized } from '@courier/domain/language';
import type { ContentValues } from './contentForm';
import { SafeHtml } from './SafeHtml';
import { useAdminWords, useContentField } from '../../i18n/words';

export type PreviewLanguage = 'en' | 'ar';

/** The record's values as the site reads them: the Arabic text where there is one, else English. */
function reader(values: ContentValues, lang: PreviewLanguage) {
  const asText = (value: unknown): string =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  // The site's rule (the API answers with the same function): Arabic where it has words.
  const text = (name: string): string =>
    localized(asText(values[name]), asText(values[arabicKey(name)]), lang);
  const image = (name = 'image'): string => {
    const value = values[name] as { url?: string } | undefined;
    return value?.url ?? '';
  };
  return { text, image };
}

/** 'YYYY-MM-DD' as the blog card shows it: the day, and 'Mar 2026'. */
function blogDate(iso: string, lang: PreviewLanguage) {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return { day: '', monthYear: '' };
  const locale = lang === 'ar' ? 'ar' : 'en-GB';
  return {
    day: String(date.getUTCDate()),
    monthYear: date.toLocaleDateString(locale, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      {/* The back office's own words, in English inside an Arabic preview. */}
      <h3
        lang="en"
        dir="ltr"
        className="text-xs font-semibold tracking-wide text-ink-muted uppercase"
      >
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A detail page's body as the site lays it out: picture, heading, then the rich text. */
function Detail({
  image,
  title,
  html,
  meta,
}: {
  image?: string;
  title: string;
  html: string;
  meta?: string;
}) {
  return (
    <article className="rounded-card border border-line bg-white p-4">
      {image && <img src={image} alt="" className="max-h-72 w-full rounded-card object-cover" />}
      {meta && <p className="mt-4 text-sm text-ink-muted">{meta}</p>}
      <h4 className="mt-4 text-2xl font-bold">{title}</h4>
      <SafeHtml html={html} className="mt-4" />
    </article>
  );
}

/** What the site shows of one record of a type, built from the site's own components. */
function PreviewBody({
  type,
  values,
  lang,
}: {
  type: ContentTypeName;
  values: ContentValues;
  lang: PreviewLanguage;
}) {
  const t = useAdminWords();
  const { text, image } = reader(values, lang);
  const card = (node: ReactNode) => (
    <Section title={t.content.preview.card}>
      <div className="max-w-sm">{node}</div>
    </Section>
  );
  const detail = (node: ReactNode) => <Section title={t.content.preview.detail}>{node}</Section>;
  switch (type) {
    case 'services':
      return (
        <>
          {card(<ServiceCard name={text('name')} imageUrl={image()} href="#" />)}
          {detail(<Detail image={image()} title={text('name')} html={text('content')} />)}
        </>
      );
    case 'news':
      return (
        <>
          {card(<NewsCard title={text('title')} imageUrl={image()} href="#" />)}
          {detail(
            <Detail
              image={image()}
              title={text('title')}
              meta={text('publishedOn')}
              html={text('content')}
            />,
          )}
        </>
      );
    case 'blog-posts': {
      const { day, monthYear } = blogDate(text('publishedOn'), lang);
      return (
        <>
          {card(
            <BlogCard
              title={text('title')}
              imageUrl={image()}
              date={day}
              monthYear={monthYear}
              author={text('author')}
              shortDescription={text('shortDescription')}
              href="#"
            />,
          )}
          {detail(
            <Detail
              image={image()}
              title={text('title')}
              meta={text('author')}
              html={text('description')}
            />,
          )}
        </>
      );
    }
    case 'team': {
      const skills = Array.isArray(values.skills)
        ? (values.skills as { skill: string; skillAr?: string; percentage: number }[]).map((s) => ({
            skill: localized(s.skill, s.skillAr, lang),
            percentage: Number(s.percentage) || 0,
          }))
        : [];
      return (
        <>
          {card(
            <TeamCard
              name={text('name')}
              designation={text('designation')}
              imageUrl={image()}
              href="#"
            />,
          )}
          {detail(
            <article className="flex flex-col gap-4 rounded-card border border-line bg-white p-4">
              <h4 className="text-2xl font-bold">{text('name')}</h4>
              <p className="text-ink-muted">{text('designation')}</p>
              <SafeHtml html={text('description')} />
              <p className="whitespace-pre-line">{text('experience')}</p>
              <p className="whitespace-pre-line">{text('career')}</p>
              {skills.length > 0 && <SkillBars skills={skills} />}
            </article>,
          )}
        </>
      );
    }
    case 'careers':
      return (
        <>
          {card(
            <CareerCard
              title={text('title')}
              skills={text('skills')}
              experience={text('experience')}
              href="#"
            />,
          )}
          {detail(<Detail title={text('title')} html={text('description')} />)}
        </>
      );
    case 'faqs':
      return detail(
        <div className="rounded-card border border-line bg-white p-5">
          <h4 className="text-lg font-bold">1. {text('question')}</h4>
          <SafeHtml html={text('answer')} className="mt-2" />
        </div>,
      );
    case 'pages':
      return detail(
        <section className="rounded-card border border-line bg-white p-4">
          <h4 className="text-xl font-bold">{text('title')}</h4>
          <SafeHtml html={text('content')} className="mt-2" />
        </section>,
      );
    case 'slides':
      return (
        <Section title={t.content.preview.card}>
          <HeroSlider
            slides={[
              {
                imageUrl: image(),
                title: text('title'),
                highlight: text('highlight'),
                subtitle: text('subtitle'),
              },
            ]}
            autoplayMs={0}
          />
        </Section>
      );
    case 'people':
      return card(
        image() ? (
          <img src={image()} alt={text('image')} className="h-24 w-auto object-contain" />
        ) : null,
      );
    case 'figures':
      return card(
        <div className="rounded-card bg-navy-800 p-6 text-center text-white">
          <p className="text-4xl font-bold">{text('value')}</p>
          <p className="mt-2">{text('label')}</p>
        </div>,
      );
    default:
      return <FieldList type={type} text={text} />;
  }
}

/** Types without a card of their own (offices, company, blog categories and tags): their text. */
function FieldList({ type, text }: { type: ContentTypeName; text: (name: string) => string }) {
  const localField = useContentField();
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-card border border-line bg-white p-4 sm:grid-cols-[12rem_1fr]">
      {CONTENT_TYPES[type].fields
        .filter(
          (f) =>
            ![
              'image',
              'location',
              'skills',
              'references',
              'reference',
              'country',
              'boolean',
            ].includes(f.kind),
        )
        .map((f) => (
          <div key={f.name} className="contents">
            <dt className="text-sm font-semibold text-ink-muted">{localField(type, f).label}</dt>
            <dd className="break-words whitespace-pre-line">{text(f.name)}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The record as the site will show it, from the form's current values: nothing here is a live
 * link (a click would leave the form), and rich text goes through SafeHtml, never innerHTML.
 */
export function ContentPreview({
  type,
  values,
  lang,
}: {
  type: ContentTypeName;
  values: ContentValues;
  lang: PreviewLanguage;
}) {
  return (
    <div
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      lang={lang}
      data-testid="content-preview"
      className="flex flex-col gap-6 text-ink"
      // The cards are links on the site; here they must not navigate away from unsaved edits.
      onClickCapture={(event) => {
        if ((event.target as HTMLElement).closest('a')) event.preventDefault();
      }}
    >
      <PreviewBody type={type} values={values} lang={lang} />
    </div>
  );
}
