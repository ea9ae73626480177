import { type ReactNode, useContext } from 'react';
import { Link } from 'react-admin';
import { can, type Permission } from '../../domain/permissions';
import type { Role } from '../../domain/roles';
import { ShellRole, useRole } from '../../src/layout/useRole';

/** Where the related screens are (part 1 §2 routes). */
export const paths = {
  session: (id: string | number) => `/session/${id}`,
  spot: (id: string | number) => `/spot/${id}`,
  profile: (id: string | number) => `/profile/${id}`,
  activity: (id: string | number) => `/activity/${id}`,
  action: (id: string | number) => `/action/${id}/edit`,
  /** A new action of a project: the project goes with the create route (issue 23 point 3). */
  newAction: (activity: string | number) => `/action/new?activity=${encodeURIComponent(String(activity))}`,
  /** The sessions list filtered to one consultant, every status but DELETED. */
  personSessions: (consultant: string | number) =>
    `/sessions?filter=${encodeURIComponent(JSON.stringify({ consultant: String(consultant) }))}`,
};

export interface PermittedLinkProps {
  to: string;
  /** The screen's permission: a role without it sees the text only, never a link it cannot follow. */
  permission: Permission;
  /** More than the role: whether the record is in the viewer's scope (the server would refuse it). */
  allowed?: boolean;
  children: ReactNode;
  testId?: string;
  ariaLabel?: string;
}

/** The link, or the plain words, for a role known. */
const LinkAs = ({
  role,
  to,
  permission,
  allowed = true,
  children,
  testId,
  ariaLabel,
}: PermittedLinkProps & { role: Role | null }) => {
  if (!allowed || !can(role, permission)) return <span data-testid={testId}>{children}</span>;
  return (
    <Link
      to={to}
      data-testid={testId}
      aria-label={ariaLabel}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
};

/** Outside the shell: the role asked of react-admin. */
const LinkAsViewer = (props: PermittedLinkProps) => <LinkAs role={useRole().role} {...props} />;

/**
 * A link to a related screen for whom may open it, the same words as plain text for anyone else.
 * A click does not reach the row around it (a list row opens its own record). In the shell the
 * role is the shell's (ShellRole): a list has such links on every row.
 */
export const PermittedLink = (props: PermittedLinkProps) => {
  const role = useContext(ShellRole);
  return role === undefined ? <LinkAsViewer {...props} /> : <LinkAs role={role} {...props} />;
};
