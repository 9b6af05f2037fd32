import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@courier/ui/Button';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { adminCall } from '@courier/api-client/adminClient';
import { forgetRun, sender, startSender, useOutbox, useRun } from './data';
import { useSetCourierLanguage } from './i18n/CourierLanguage';
import { useCourierWords } from './i18n/words';
import { useRoute } from './routes';
import { LoginScreen } from './screens/LoginScreen';
import { OutboxBar } from './screens/OutboxBar';
import { RunScreen } from './screens/RunScreen';
import { StopScreen } from './screens/StopScreen';
import { WaitingScreen } from './screens/WaitingScreen';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

function Header() {
  const t = useCourierWords();
  const language = useLanguage();
  const setLanguage = useSetCourierLanguage();
  const online = useOnline();
  return (
    <header className="flex items-center gap-2 bg-navy-900 px-3 py-2 text-white">
      <p className="me-auto text-base font-bold">{t.appName}</p>
      {!online && (
        <p className="rounded bg-white px-2 py-1 text-sm font-bold text-navy-900">{t.offline}</p>
      )}
      <Button
        variant="secondary"
        className="min-h-12"
        onPress={() => setLanguage(language === 'ar' ? 'en' : 'ar')}
      >
        <span lang={language === 'ar' ? 'en' : 'ar'}>{t.otherLanguage}</span>
      </Button>
    </header>
  );
}

/** Logged in: the run, a stop, or what waits to be sent; else the login screen. */
export function App() {
  const t = useCourierWords();
  const run = useRun();
  const route = useRoute();
  const actions = useOutbox();
  useEffect(startSender, []);

  const logout = async () => {
    await adminCall('admin_logout', {}).catch(() => undefined);
    await forgetRun().catch(() => undefined);
    run.reload();
  };

  if (run.loggedOut)
    return (
      <>
        <Header />
        <LoginScreen
          onLoggedIn={() => {
            run.reload();
            void sender.kick(true);
          }}
        />
      </>
    );
  let screen: ReactNode;
  if (!run.run)
    screen = (
      <p className="p-4" role="status">
        {run.error ?? t.loading}
      </p>
    );
  else if (route.name === 'stop')
    screen = <StopScreen run={run.run} stopId={route.stopId} actions={actions} />;
  else if (route.name === 'waiting') screen = <WaitingScreen actions={actions} />;
  else
    screen = (
      <RunScreen run={run.run} fromCache={run.fromCache} actions={actions} onRefresh={run.reload} />
    );
  return (
    <>
      <Header />
      <OutboxBar actions={actions} />
      <main id="main" className="mx-auto max-w-xl p-3 pb-16">
        {screen}
        <div className="mt-8 border-t-2 border-line pt-4">
          <Button variant="outline" className="min-h-12" onPress={() => void logout()}>
            {t.logout}
          </Button>
        </div>
      </main>
    </>
  );
}
