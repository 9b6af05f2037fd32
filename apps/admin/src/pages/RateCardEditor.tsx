import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { useState } from 'react';
import type { RateCard } from '@courier/api-client/admin';
import { formatKwd } from '@courier/domain/money';
import { Button } from '@courier/ui/Button';
import { Select } from '@courier/ui/Select';
import { TextField } from '@courier/ui/TextField';
import { adminCall, useAdmin } from '../api/hooks';
import { ErrorText } from '../Layout';
import { useAdminWords } from '../i18n/words';

interface Draft {
  perExtraHalfKgFils: string;
  bands: { upToKg: string; priceFils: string }[];
}
const draftOf = (card: RateCard): Draft => ({
  perExtraHalfKgFils: String(card.perExtraHalfKgFils),
  bands: card.bands.map((b) => ({ upToKg: String(b.upToKg), priceFils: String(b.priceFils) })),
});

/** Edit one card's bands and the price per further 0.5 kg; preview a quote before saving. */
export function RateCardEditor({ canManage }: { canManage: boolean }) {
  const t = useAdminWords();
  const language = useLanguage();
  const { data, error, mutate } = useAdmin('admin_rate_cards', {});
  const [cardId, setCardId] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [weight, setWeight] = useState('1');
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const card = data?.cards.find((c) => String(c.id) === cardId);
  const items = (data?.cards ?? []).map((c) => ({
    id: String(c.id),
    name: `${c.service}: ${c.origin} → ${c.destination}`,
  }));
  const payload = () => ({
    id: Number(cardId),
    perExtraHalfKgFils: Number(draft!.perExtraHalfKgFils),
    bands: draft!.bands.map((b) => ({ upToKg: Number(b.upToKg), priceFils: Number(b.priceFils) })),
  });
  const act = async (action: () => Promise<void>) => {
    setActionError(null);
    setMessage(null);
    try {
      await action();
    } catch (err) {
      setActionError(err);
    }
  };
  const setBand = (i: number, key: 'upToKg' | 'priceFils', value: string) =>
    setDraft({
      ...draft!,
      bands: draft!.bands.map((b, j) => (j === i ? { ...b, [key]: value } : b)),
    });

  return (
    <section className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 lg:col-span-2">
      <h2 className="font-semibold text-navy-800">{t.rates.title}</h2>
      <ErrorText error={error ?? actionError} />
      <Select
        label={t.rates.card}
        placeholder={t.rates.choose}
        items={items}
        value={cardId}
        onChange={(id) => {
          setCardId(id);
          const chosen = data?.cards.find((c) => String(c.id) === id);
          setDraft(chosen ? draftOf(chosen) : null);
          setPreview(null);
        }}
      />
      {card && draft && (
        <>
          <p className="text-sm text-ink-muted">{t.rates.max({ kg: card.maxWeightKg })}</p>
          <ul className="flex flex-col gap-2">
            {draft.bands.map((b, i) => (
              <li key={i} className="grid grid-cols-1 items-end gap-2 sm:grid-cols-3">
                <TextField
                  label={t.rates.upTo({ n: i + 1 })}
                  value={b.upToKg}
                  onChange={(v) => setBand(i, 'upToKg', v)}
                  inputMode="decimal"
                  isReadOnly={!canManage}
                />
                <TextField
                  label={t.rates.price({ n: i + 1 })}
                  value={b.priceFils}
                  onChange={(v) => setBand(i, 'priceFils', v)}
                  inputMode="numeric"
                  isReadOnly={!canManage}
                />
                {canManage && (
                  <Button
                    variant="outline"
                    onPress={() =>
                      setDraft({ ...draft, bands: draft.bands.filter((_, j) => j !== i) })
                    }
                  >
                    {t.rates.removeBand({ n: i + 1 })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {canManage && (
            <div>
              <Button
                variant="outline"
                onPress={() =>
                  setDraft({ ...draft, bands: [...draft.bands, { upToKg: '', priceFils: '' }] })
                }
              >
                {t.rates.addBand}
              </Button>
            </div>
          )}
          <TextField
            label={t.rates.extra}
            value={draft.perExtraHalfKgFils}
            onChange={(v) => setDraft({ ...draft, perExtraHalfKgFils: v })}
            inputMode="numeric"
            isReadOnly={!canManage}
          />
          <div className="grid grid-cols-1 items-end gap-2 sm:grid-cols-3">
            <TextField
              label={t.rates.weight}
              value={weight}
              onChange={setWeight}
              inputMode="decimal"
            />
            <Button
              variant="outline"
              onPress={() =>
                act(async () => {
                  const q = await adminCall('admin_rate_preview', {
                    ...payload(),
                    weightKg: Number(weight),
                  });
                  setPreview(
                    t.rates.previewText({
                      kg: q.billableWeightKg,
                      shipping: formatKwd(q.shippingFils, language),
                      vat: formatKwd(q.vatFils, language),
                      percent: q.vatPercent,
                      total: formatKwd(q.totalFils, language),
                    }),
                  );
                })
              }
            >
              {t.rates.preview}
            </Button>
          </div>
          <p aria-live="polite" className="text-sm font-semibold">
            {preview}
          </p>
          {canManage && (
            <div>
              <Button
                onPress={() =>
                  act(async () => {
                    setMessage((await adminCall('admin_rate_card_update', payload())).Message);
                    await mutate();
                  })
                }
              >
                {t.rates.save}
              </Button>
            </div>
          )}
          {message && <p role="status">{message}</p>}
        </>
      )}
    </section>
  );
}
