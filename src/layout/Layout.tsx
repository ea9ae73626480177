import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useIdleLogout } from '../idle';
import { AccountGate } from './AccountGate';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { Header } from './Header';
import { ShellMenu } from './ShellMenu';
import { useRole } from './useRole';

/** The authenticated shell: header, side menu, breadcrumb, screen, footer (part 1 §2). */
export const ShellLayout = ({ children }: { children: ReactNode }) => {
  useIdleLogout();
  const { role } = useRole();
  // While the role is unknown nothing is rendered (part 1 §2).
  if (!role) return null;
  return (
    <AccountGate>
      <Layout appBar={Header} menu={ShellMenu}>
        <Breadcrumb />
        {children}
        <Footer />
      </Layout>
    </AccountGate>
  );
};
