import type { LawCompanyStatus } from '../../../domain/statuses';

/** The company as GET /auth/me answers it (the fields the registration's pages use). */
export interface RegisteredCompany {
  name: string;
  companyName?: string;
  document?: string;
  status: LawCompanyStatus;
  statusReason?: string | null;
  emailConfirmed?: boolean;
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
  contactWhatsapp?: string | null;
  address?: Record<string, unknown> | null;
}

/**
 * The registration's step when the user's company may not use the console yet: its e-mail to
 * confirm, under review, or reproved.
 */
export interface RegistrationState {
  status: 'confirmEmail' | 'pending' | 'reproved';
  name: string;
  statusReason: string | null;
  contactEmail: string;
  company: RegisteredCompany;
}
