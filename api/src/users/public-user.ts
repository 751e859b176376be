import type { Role, User } from './user.entity.js';

/** Who a staff member is, as requests and the audit log carry them: never the password hash or the secrets. */
export interface PublicUser {
  id: string;
  email: string;
  role: Role;
}

export function toPublicUser(user: User): PublicUser {
  return { id: user.id, email: user.email, role: user.role };
}
