import { MESSAGES } from '@courier/domain/messages';
import { loginSchema, type LoginFormInput } from '@courier/domain/schemas/login';
import { toast } from '@courier/ui/Toaster';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loginCustomer } from '../../api/customers';
import { Container } from '../../components/Container';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { PageBanner } from '../../components/PageBanner';
import { en } from '../../i18n/en';
import { storeCustomer } from '../../session/customerSession';

export function Component() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput>({ resolver: zodResolver(loginSchema), defaultValues: { Userid: '', Password: '' } });

  // Success keeps only display data locally (the session is the server's cookie).
  const onSubmit = handleSubmit(async (values) => {
    try {
      const session = await loginCustomer(values);
      storeCustomer(session.Userid, session.Data);
      navigate('/create-shipment');
    } catch {
      toast.error(MESSAGES.loginFailed);
    }
  });

  return (
    <>
      <PageBanner title="Customer Login" />
      <Container className="max-w-md">
        <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-card border border-line p-6 shadow-card" aria-label="Customer Login">
          <TextField label="User ID" autoComplete="username" error={errors.Userid?.message} {...register('Userid')} />
          <TextField label="Password" type="password" autoComplete="current-password" error={errors.Password?.message} {...register('Password')} />
          <SubmitButton busy={isSubmitting} className="w-full">
            {en.buttons.login}
          </SubmitButton>
        </form>
      </Container>
    </>
  );
}
