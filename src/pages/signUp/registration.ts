import { apiUrl, request } from '../../../dataProvider/http';
import type { SignUpOptions } from '../../../domain/validation/signUp';

export interface RegistrationAgency {
  id: number;
  title: string;
  logo: string | null;
  phone: string | null;
  isRegOpened: boolean;
}

/** What one registration link offers: the agency, its e-mail domains, whether the IIN is asked, the cities. */
export interface RegistrationOptions extends SignUpOptions {
  agency: RegistrationAgency;
  cities: { id: number; title: string }[];
}

/** GET /api/users/register/options/; an unknown or closed link answers 404. */
export const fetchRegistrationOptions = (registrationHash: string) =>
  request<RegistrationOptions>(
    apiUrl(`users/register/options?registrationHash=${encodeURIComponent(registrationHash)}`),
  );

/**
 * POST /api/users/register/ → 201 { detail } (the same whether or not the e-mail was taken; an
 * administrator also gets the id), or 400 with the errors per field.
 */
export const register = (payload: unknown) =>
  request<{ detail: string; id?: number }>(apiUrl('users/register'), { method: 'POST', body: payload });
