import { useUiWords } from '../i18n/uiWords';

export interface StepperProps {
  steps: readonly string[];
  /** 0-based index of the step on screen. */
  current: number;
}

export function Stepper({ steps, current }: StepperProps) {
  const w = useUiWords();
  return (
    <nav aria-label={w.common.steps}>
      <ol className="flex flex-wrap gap-2 sm:flex-nowrap">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              // On phones the current step, the only one named, gets the room its name needs.
              className="flex min-w-0 flex-1 items-center gap-2 border-t-4 pt-2 text-sm data-[state=current]:border-express-600 data-[state=done]:border-navy-800 data-[state=todo]:border-line max-sm:data-[state=current]:flex-[3]"
              data-state={state}
            >
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  state === 'todo'
                    ? 'bg-surface-muted text-ink-muted'
                    : state === 'current'
                      ? 'bg-express-600 text-white'
                      : 'bg-navy-800 text-white'
                }`}
              >
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span
                // On phones only the current step's name shows; the others stay for screen readers.
                className={
                  state === 'current'
                    ? 'min-w-0 font-semibold text-navy-800 [overflow-wrap:anywhere]'
                    : 'min-w-0 text-ink-muted [overflow-wrap:anywhere] max-sm:sr-only'
                }
              >
                <span className="sr-only">
                  {w.common.stepOf({ current: index + 1, total: steps.length })}:{' '}
                </span>
                {step}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
