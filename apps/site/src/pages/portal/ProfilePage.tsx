import { ChangePasswordForm } from '@courier/ui/ChangePasswordForm';
import { NotificationPreferences } from '@courier/ui/NotificationPreferences';
import { ProfileForm } from '@courier/ui/ProfileForm';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { toast } from '@courier/ui/Toaster';
import {
  changePassword,
  updateNotifications,
  updateProfile,
  usePortalProfile,
} from '../../api/portal/profile';
import { refusalErrors } from '../../api/portal/fieldErrors';
import { PageLoading } from '../../components/PageLoading';
import { useSiteWords } from '../../i18n/siteWords';
import { readStoredCustomer, storeCustomer } from '../../session/customerSession';
import { withSavedPlaces, withShownPlaces } from '../../portal/profilePlaces';
import { useSignedOutRedirect } from '../../portal/useSignedOutRedirect';
import { PortalPage } from './PortalPage';

/** A refusal: its field messages go back to the form, anything else is a toast. */
function fieldsOrToast(error: unknown): Record<string, string> {
  const { '': general, ...fields } = refusalErrors(error);
  if (general) toast.error(general);
  return fields;
}

/** Contact details, password and notification preferences of the logged-in customer. */
export function Component() {
  const w = useSiteWords();
  const language = useLanguage();
  const { data, error, mutate } = usePortalProfile();
  useSignedOutRedirect(error);
  const profile = data?.profile;
  return (
    <PortalPage title={w.portal.profile} current="/my-profile">
      {profile ? (
        <div className="flex flex-col gap-10">
          <ProfileForm
            userId={readStoredCustomer()?.userId ?? ''}
            accountNumber={profile.AC_NO}
            defaultValues={withShownPlaces(
              {
                COMP_NAME: profile.COMP_NAME,
                ContactPerson: profile.ContactPerson,
                CITY: profile.CITY,
                PH_NO: profile.PH_NO,
                E_MAIL: profile.E_MAIL,
                Add1: profile.Add1,
                Add2: profile.Add2,
                Location_Area: profile.Location_Area,
              },
              language,
            )}
            onSubmit={async (shown) => {
              // The city and area still showing their Arabic names are saved as they were stored.
              const values = withSavedPlaces(shown, profile, language);
              try {
                const answer = await updateProfile(values);
                await mutate(answer, { revalidate: false });
                // The header greets the contact person: keep the stored display data in step.
                const stored = readStoredCustomer();
                if (stored) storeCustomer(stored.userId, [{ ...stored.data[0], ...values }]);
                toast.success(w.portal.profileSaved);
              } catch (failure) {
                return fieldsOrToast(failure);
              }
            }}
          />
          <ChangePasswordForm
            onSubmit={async (values) => {
              try {
                await changePassword(values);
                toast.success(w.portal.passwordChanged);
              } catch (failure) {
                return fieldsOrToast(failure);
              }
            }}
          />
          <NotificationPreferences
            defaultValues={{ notify_email: profile.notify_email, notify_sms: profile.notify_sms }}
            onSubmit={async (values) => {
              try {
                const answer = await updateNotifications(values);
                await mutate(answer, { revalidate: false });
                toast.success(w.portal.preferencesSaved);
              } catch (failure) {
                fieldsOrToast(failure);
              }
            }}
          />
        </div>
      ) : error ? (
        <p role="alert">{error.message}</p>
      ) : (
        <PageLoading />
      )}
    </PortalPage>
  );
}
