// Sign-in, token refresh, change password and recovery payloads (cases spec §5, §7).
// Each schema exports its form input type (…Input) and its parsed type (…Data).
import { z } from 'zod';
import {
  emailField,
  INVALID,
  objectOf,
  optionalString,
  passwordField,
  passwordConfirmationField,
  passwordRequired,
  PASSWORDS_DIFFER,
  PASSWORDS_DIFFER_CHANGE,
  requiredString,
  withPasswordConfirmation,
} from './messages';

export const loginSchema = objectOf({
  email: emailField(),
  password: passwordRequired(),
  app: z.boolean({ error: INVALID }).default(false),
  deviceName: optionalString(150),
  notificationToken: optionalString(500),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

export const refreshSchema = objectOf({
  refreshToken: requiredString(500),
  notificationToken: optionalString(500),
});
export type RefreshInput = z.input<typeof refreshSchema>;
export type RefreshData = z.output<typeof refreshSchema>;

export const changePasswordSchema = withPasswordConfirmation(
  objectOf({
    currentPassword: passwordRequired(),
    password: passwordField(),
    confirmPassword: passwordConfirmationField(),
  }),
  PASSWORDS_DIFFER_CHANGE,
);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordData = z.output<typeof changePasswordSchema>;

export const sendRecoverySchema = objectOf({
  email: emailField(),
});
export type SendRecoveryInput = z.input<typeof sendRecoverySchema>;
export type SendRecoveryData = z.output<typeof sendRecoverySchema>;

export const recoverySchema = withPasswordConfirmation(
  objectOf({
    email: emailField(),
    code: requiredString(6),
    password: passwordField(),
    confirmPassword: passwordConfirmationField(),
  }),
  PASSWORDS_DIFFER,
);
export type RecoveryInput = z.input<typeof recoverySchema>;
export type RecoveryData = z.output<typeof recoverySchema>;
