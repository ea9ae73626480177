import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useLocale, useTranslate } from 'react-admin';
import { dayText } from '../../src/layout/dates';
import { formatDateTime, formatDay, personName } from './format';
import { FieldList, ProfileSection } from './ProfileSection';
import { QuestionnaireList } from './QuestionnaireList';
import type { FullProfile } from './types';

const F = 'app.profile.field.';

/** The user's own data, measurements, manager and agency: each field that is set. */
export const ProfileDetails = ({ profile: p }: { profile: FullProfile }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const yesNo = (v: boolean | null | undefined) =>
    v == null ? null : translate(v ? 'app.profile.yes' : 'app.profile.no');
  const measurements: [string, ReactNode][] = [
    [`${F}height`, p.height],
    [`${F}weight`, p.weight],
    [`${F}closeSize`, p.closeSize],
    [`${F}breastSize`, p.breastSize],
    [`${F}waistSize`, p.waistSize],
    [`${F}thighSize`, p.thighSize],
    [`${F}features`, p.features],
  ];
  return (
    <>
      <ProfileSection title="app.profile.sections.main" testId="profile-main">
        <FieldList
          items={[
            [`${F}role`, translate(`app.role.${p.role}`, { _: p.role })],
            [`${F}email`, p.email],
            [`${F}phone`, p.phone],
            [`${F}birthDate`, formatDay(p.birthDate)],
            [`${F}city`, p.city?.title],
            [`${F}region`, p.region?.title],
            [`${F}verifiedByAgency`, yesNo(p.verifiedByAgency)],
            // The approval's days: from the start, until the end (DD.MM.YYYY, local midnight).
            [`${F}startWorkTime`, p.startWorkTime ? dayText(p.startWorkTime * 1000) : null],
            [`${F}verifiedUntil`, p.verifiedUntil ? dayText(p.verifiedUntil * 1000) : null],
            [`${F}isFired`, p.isFired ? translate('app.profile.yes') : null],
            [`${F}firedReason`, p.firedReason],
            [`${F}firedTimeStr`, formatDateTime(p.firedTimeStr, locale)],
            [
              `${F}coordinates`,
              p.latitude != null && p.longitude != null ? `${p.latitude}, ${p.longitude}` : null,
            ],
            [`${F}crManager`, p.crManager?.name],
            [`${F}spotResponsible`, p.spotResponsible?.fullName],
            [`${F}cities`, (p.cities ?? []).map((c) => c.title).join(', ')],
            ['app.questionnaire.departments', (p.departments ?? []).map((d) => d.title).join(', ')],
          ]}
        />
      </ProfileSection>
      {p.questionnaireVisible ? (
        <ProfileSection title="app.questionnaire.section" testId="profile-questionnaire">
          <QuestionnaireList answers={p} />
        </ProfileSection>
      ) : null}
      <ProfileSection title="app.profile.sections.measurements" testId="profile-measurements">
        {measurements.some(([, value]) => value != null && value !== '') ? (
          <FieldList items={measurements} />
        ) : (
          <Typography color="text.secondary">{translate('app.profile.noMeasurements')}</Typography>
        )}
      </ProfileSection>
      {p.manager ? (
        <ProfileSection title="app.profile.sections.manager" testId="profile-manager">
          <FieldList
            items={[
              [
                `${F}fullName`,
                <Link key="m" to={`/profile/${p.manager.id}`}>
                  {personName(p.manager)}
                </Link>,
              ],
              [`${F}phone`, p.manager.phone],
              [`${F}email`, p.manager.email],
            ]}
          />
        </ProfileSection>
      ) : null}
      {p.agency ? (
        <ProfileSection title="app.profile.sections.agency" testId="profile-agency">
          <FieldList
            items={[
              [`${F}title`, p.agency.title],
              [`${F}phone`, p.agency.phone],
              [`${F}email`, p.agency.email],
              [`${F}address`, p.agency.address],
              [`${F}city`, p.agency.city?.title],
              [`${F}region`, p.agency.region?.title],
            ]}
          />
        </ProfileSection>
      ) : null}
    </>
  );
};
