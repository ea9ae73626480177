/** What the login form loads on demand (./LoginForm.tsx): its schema and the error mapping, both with yup. */
export { loginSchema } from '../../domain/validation/auth';
export { toFieldErrors } from '../../domain/validation/common';
