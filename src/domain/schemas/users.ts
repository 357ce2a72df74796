// Admin users (law-company users and support users) create/update payload (cases spec §5 Users).
import { z } from 'zod';
import { isRole, ROLES, type Role } from '../roles';
import { ruled } from './documented';
import { emailField, idField, INVALID, objectOf, requiredString } from './messages';

// Checked as a whole so the form shows the message on 'roles', not on 'roles.3'.
const rolesField = z
  .array(z.string().meta({ enum: [...ROLES] }), { error: INVALID })
  .refine((roles) => roles.every(isRole), { error: INVALID })
  .transform((roles) => [...new Set(roles)] as Role[])
  .default([]);

export const adminUserSchema = objectOf({
  id: idField().nullish(), // absent (or null) on create
  name: requiredString(100),
  email: emailField(150),
  roles: ruled(rolesField, 'Só os perfis que quem salva pode conceder (docs/users.md).'),
});
export type AdminUserInput = z.input<typeof adminUserSchema>;
export type AdminUserData = z.output<typeof adminUserSchema>;
