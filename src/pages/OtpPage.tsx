import { AdminKit } from '../public/AdminKit';
import { OtpForm } from '../public/OtpForm';

/** The second login step inside react-admin; a first visit gets the same form before react-admin loads. */
const OtpPage = () => (
  <AdminKit>
    <OtpForm />
  </AdminKit>
);

export default OtpPage;
