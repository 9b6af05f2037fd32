import { Label, Meter } from 'react-aria-components';
import { contentDir } from '../Bidi/Bidi';
import { useUiWords } from '../i18n/uiWords';

/** A member skill (spec 3): skill name and percentage. */
export interface Skill {
  skill: string;
  percentage: number;
}

export function SkillBars({ skills }: { skills: readonly Skill[] }) {
  const w = useUiWords();
  return (
    <section aria-labelledby="skills-title" className="flex flex-col gap-4">
      <h2 id="skills-title" className="text-lg font-bold text-navy-800">
        {w.skills.title}
      </h2>
      {skills.map((s) => (
        <Meter
          key={s.skill}
          value={Math.min(100, Math.max(0, s.percentage))}
          className="flex flex-col gap-1"
        >
          {({ percentage, valueText }) => (
            <>
              <div className="flex justify-between text-sm">
                <Label className="font-medium text-ink">
                  <span dir={contentDir(s.skill)}>{s.skill}</span>
                </Label>
                <span className="tabular-nums text-ink-muted">{valueText}</span>
              </div>
              <div className="h-2.5 overflow-hidden rounded-full bg-navy-100 forced-colors:border">
                <div
                  className="h-full rounded-full bg-express-600 forced-colors:bg-[Highlight]"
                  style={{ width: `${percentage}%` }}
                />
              </div>
            </>
          )}
        </Meter>
      ))}
    </section>
  );
}
