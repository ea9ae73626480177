/** The questionnaire's answers as the profile reads them (part 1 §3 "Registration form"). */
export interface QuestionnaireAnswers {
  auto?: boolean | null;
  education?: string | null;
  english?: string | null;
  passport?: string | null;
  passportDate?: number | null;
  passportDepartment?: string | null;
  address?: string | null;
  fb?: string | null;
  vk?: string | null;
  ok?: string | null;
  instagram?: string | null;
}

/** The profile fields that read the answers (with questionnaireVisible), for a GraphQL selection. */
export const QUESTIONNAIRE_SELECTION =
  'questionnaireVisible auto education english passport passportDate passportDepartment address fb vk ok instagram';
