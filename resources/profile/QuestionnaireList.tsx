import { Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../domain/validation/questionnaire.messages';
import { FieldList } from './ProfileSection';
import type { QuestionnaireAnswers } from './questionnaire';

const Q = 'app.questionnaire.';

/** A day stored as midnight UTC, as DD.MM.YYYY whatever the browser's time zone. */
const day = (seconds: number | null | undefined) =>
  seconds == null ? null : new Date(seconds * 1000).toISOString().slice(0, 10).split('-').reverse().join('.');

/** Only the server's own https addresses on the network's hosts become links (it checked them on save). */
const socialLink = (network: SocialNetwork, url: string | null | undefined) => {
  if (!url) return null;
  try {
    const { protocol, hostname } = new URL(url);
    const host = hostname.replace(/^(www|m)\./, '');
    if (!/^https?:$/.test(protocol) || !(SOCIAL_NETWORKS[network].hosts as readonly string[]).includes(host))
      return url;
  } catch {
    return url;
  }
  return (
    <MuiLink href={url} target="_blank" rel="noopener noreferrer">
      {url.replace(/^https?:\/\/(www\.)?/, '')}
    </MuiLink>
  );
};

/** Each answer that is given, labelled; "not filled in" when none is. */
export const QuestionnaireList = ({ answers: a }: { answers: QuestionnaireAnswers }) => {
  const translate = useTranslate();
  const items: [string, ReactNode][] = [
    [`${Q}auto`, a.auto == null ? null : translate(a.auto ? `${Q}yes` : `${Q}no`)],
    [
      `${Q}education`,
      a.education ? translate(`${Q}educationLevel.${a.education}`, { _: a.education }) : null,
    ],
    [`${Q}english`, a.english ? translate(`${Q}englishLevel.${a.english}`, { _: a.english }) : null],
    [`${Q}passport`, a.passport],
    [`${Q}passportDate`, day(a.passportDate)],
    [`${Q}passportDepartment`, a.passportDepartment],
    [`${Q}address`, a.address],
    [`${Q}fb`, socialLink('fb', a.fb)],
    [`${Q}vk`, socialLink('vk', a.vk)],
    [`${Q}ok`, socialLink('ok', a.ok)],
    [`${Q}instagram`, socialLink('instagram', a.instagram)],
  ];
  if (items.every(([, value]) => value == null || value === ''))
    return <Typography color="text.secondary">{translate(`${Q}empty`)}</Typography>;
  return <FieldList items={items} />;
};
