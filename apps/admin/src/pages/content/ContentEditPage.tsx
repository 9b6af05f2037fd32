import { Link, useNavigate, useParams } from 'react-router';
import type { ContentItem } from '@courier/api-client/adminContent';
import {
  CONTENT_TYPES,
  isContentTypeName,
  type ContentType,
} from '@courier/domain/content/contentTypes';
import { useAdmin } from '../../api/hooks';
import { ErrorText, PageTitle } from '../../Layout';
import { inSentence, useAdminWords } from '../../i18n/words';
import { ContentEditor } from '../../components/content/ContentEditor';
import { PublishState } from '../../components/content/PublishState';
import { siteHref } from '../../components/content/siteHref';
import { contentItemHref } from './contentPaths';

/** `/content/:type/new` and `/content/:type/:id`: one record's form. */
export function ContentEditPage() {
  const t = useAdminWords();
  const { type, id } = useParams();
  const itemId = id && id !== 'new' ? Number(id) : null;
  if (!isContentTypeName(type) || (itemId !== null && !(Number.isInteger(itemId) && itemId > 0)))
    return <PageTitle>{t.forbidden}</PageTitle>;
  return <EditScreen key={`${type}/${id}`} type={CONTENT_TYPES[type]} id={itemId} />;
}

function EditScreen({ type, id }: { type: ContentType; id: number | null }) {
  const t = useAdminWords();
  const navigate = useNavigate();
  const { data, error, mutate } = useAdmin(
    'admin_content_item',
    id === null ? null : { type: type.type, id },
  );
  const item = data?.item ?? null;
  const names = t.contentTypes[type.type];
  const title = type.singleton
    ? names.label
    : item
      ? t.content.editTitle({ label: inSentence(names.label) })
      : t.content.newTitle({ label: inSentence(names.label) });
  const href =
    item && (item.published || !type.publishable) ? siteHref(type.type, item.publicId) : null;

  const saved = (next: ContentItem) => {
    if (id === null) void navigate(contentItemHref(type.type, next.id), { replace: true });
    else void mutate({ ...(data as NonNullable<typeof data>), item: next }, { revalidate: false });
  };

  return (
    <>
      <p>
        <Link
          to={type.singleton ? '/content' : `/content/${type.type}`}
          className="text-sm text-navy-700 underline"
        >
          {t.content.back({ plural: inSentence(type.singleton ? t.content.title : names.plural) })}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle>{title}</PageTitle>
        {item && type.publishable && <PublishState published={item.published} />}
        {href && (
          <a
            href={href}
            target="_blank"
            rel="noreferrer"
            className="text-sm text-navy-700 underline"
          >
            {t.content.viewOnSite}
          </a>
        )}
      </div>
      <ErrorText error={error} />
      {id !== null && !item ? (
        !error && <p>{t.loading}</p>
      ) : (
        <ContentEditor type={type} item={item} onSaved={saved} />
      )}
    </>
  );
}
