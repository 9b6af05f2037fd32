import { MESSAGES } from '@courier/domain/messages';
import { RequiredFields } from '@courier/ui/wizard/requiredFields';
import { loginSchema, type LoginFormInput } from '@courier/domain/schemas/login';
import { Button } from '@courier/ui/Button';
import { toast } from '@courier/ui/Toaster';
import { FormTextField } from '@courier/ui/wizard/controlled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loginCustomer } from '../../api/customers';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { useSiteWords } from '../../i18n/siteWords';
import { storeCustomer } from '../../session/customerSession';

export function Component() {
  const w = useSiteWords();
  const navigate = useNavigate();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginFormInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { Userid: '', Password: '' },
  });

  // Success keeps only display data locally (the session is the server's cookie).
  const onSubmit = handleSubmit(async (values) => {
    try {
      const session = await loginCustomer(values);
      storeCustomer(session.Userid, session.Data);
      // An 'Invalid Userid/Password' from an earlier try is stale now.
      toast.dismiss();
      await navigate('/create-shipment');
    } catch {
      toast.error(MESSAGES.loginFailed, { id: 'login-failed' });
    }
  });

  return (
    <>
      <PageBanner title={w.pages.customerLogin} />
      <Container className="max-w-md">
        <RequiredFields schema={loginSchema}>
          <form
            onSubmit={onSubmit}
            noValidate
            className="space-y-4 rounded-card border border-line p-6 shadow-card"
            aria-label={w.pages.customerLogin}
          >
            <FormTextField
              control={control}
              name="Userid"
              label={w.form.userId}
              autoComplete="username"
            />
            <FormTextField
              control={control}
              name="Password"
              label={w.form.password}
              type="password"
              autoComplete="current-password"
            />
            <Button type="submit" isBusy={isSubmitting} className="w-full">
              {w.buttons.login}
            </Button>
          </form>
        </RequiredFields>
      </Container>
    </>
  );
}
