import { AdminKit } from '../public/AdminKit';
import { LoginForm } from '../public/LoginForm';

/** /login inside react-admin (after a logout); a first visit gets the same form before react-admin loads (main.tsx). */
const LoginPage = () => (
  <AdminKit>
    <LoginForm />
  </AdminKit>
);

export default LoginPage;
