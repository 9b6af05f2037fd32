import { memberContactSchema } from '@courier/domain/schemas/memberContact';
import { orEmpty } from '@courier/ui/emptyValue';
import { SkillBars } from '@courier/ui/SkillBars';
import { useTeamMemberDetails } from '../../api/team';
import { sendContactMessage } from '../../api/enquiries';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { HtmlContent } from '../../components/HtmlContent';
import { PageBanner } from '../../components/PageBanner';
import { useQueryParam } from '../../components/useQueryParam';
import { MessageForm, type MessageValues } from '../../forms/MessageForm';
import { sendWithToasts } from '../../forms/sendWithToasts';
import { SocialLinks } from './SocialLinks';
import { useSiteWords } from '../../i18n/siteWords';
import { contentDir, Isolate, Ltr } from '@courier/ui/Bidi';

export function Component() {
  const w = useSiteWords();
  const memberId = useQueryParam('member_id');
  const { data, isLoading } = useTeamMemberDetails(memberId);
  const member = data?.member_details;

  const send = (values: MessageValues) =>
    sendWithToasts(() =>
      sendContactMessage({
        member_id: memberId,
        name: values.name,
        email: values.email,
        mobile: values.mobile,
        subject: values.subject ?? '',
        message: values.message,
      }),
    );

  return (
    <>
      <PageBanner title={w.pages.teamMember} contentTitle={member?.name} />
      <Container>
        {member ? (
          <div className="grid gap-10 lg:grid-cols-[320px_1fr]">
            <div>
              <img src={member.img_url} alt="" className="w-full rounded-card object-cover" />
              <SocialLinks member={member} className="mt-4" />
            </div>
            <div className="space-y-6">
              <div>
                <h2 className="text-3xl font-bold">
                  <Isolate>{member.name}</Isolate>
                </h2>
                <p dir={contentDir(member.designation)} className="text-express-600">
                  {member.designation}
                </p>
              </div>
              <HtmlContent html={member.description} />
              <table className="w-full text-start">
                <tbody>
                  {(
                    [
                      // Phone, e-mail and website read left to right on Arabic pages too.
                      [w.team.phone, member.phone_number, true],
                      [w.form.email, member.email_id, true],
                      [w.team.website, member.website, true],
                      [w.team.address, member.address, false],
                    ] as const
                  ).map(([label, value, ltr]) => (
                    <tr key={label} className="border-b border-line">
                      <th scope="row" className="py-2 pe-4 text-start font-semibold">
                        {label}
                      </th>
                      <td className="py-2 break-words">
                        {!value ? (
                          orEmpty(value)
                        ) : ltr ? (
                          <Ltr>{value}</Ltr>
                        ) : (
                          <Isolate>{value}</Isolate>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <section aria-labelledby="experience">
                <h3 id="experience" className="text-xl font-bold">
                  {w.career.experience}
                </h3>
                <p dir={contentDir(member.experience)} className="mt-2">
                  {member.experience}
                </p>
              </section>
              {/* SkillBars brings its own 'Skills' heading. */}
              <SkillBars skills={data.member_skills} />
              <section aria-labelledby="career">
                <h3 id="career" className="text-xl font-bold">
                  {w.team.career}
                </h3>
                <p dir={contentDir(member.career)} className="mt-2">
                  {member.career}
                </p>
              </section>
              <section aria-labelledby="contact-me">
                <h3 id="contact-me" className="mb-4 text-xl font-bold">
                  {w.aria.contactMe}
                </h3>
                <MessageForm
                  schema={memberContactSchema}
                  withSubject
                  send={send}
                  title={w.aria.contactMe}
                />
              </section>
            </div>
          </div>
        ) : (
          <EmptyState loading={isLoading} />
        )}
      </Container>
    </>
  );
}
