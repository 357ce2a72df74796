// The fixed demo accounts (DESIGN.md) and one administrator for every other law company.
import type { Role } from '../../../domain/roles';
import { users } from '../schema';
import type { SeedContext, SeededCompany, Staff } from './context';
import { companyContact } from './lawCompanies';
import { DAY, addMs } from './random';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  email: string;
  name: string;
  roles: Role[];
  /** Key of the law company ('alfa', 'beta'), or null. */
  company: 'alfa' | 'beta' | null;
  /** One line for the start-up banner and the docs. */
  description: string;
}

/** Tests and docs rely on these; the server prints them at start-up. Password: DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@demo.test',
    name: 'Ana Administradora',
    roles: ['support', 'supportAdmin'],
    company: null,
    description: 'Suporte e administrador da plataforma',
  },
  { email: 'suporte@demo.test', name: 'Sérgio Suporte', roles: ['support'], company: null, description: 'Suporte' },
  {
    email: 'assessoria@demo.test',
    name: 'Renata Almeida',
    roles: ['lawCompanyAdmin'],
    company: 'alfa',
    description: 'Administrador da assessoria Alfa (aprovação automática e modo simplificado)',
  },
  {
    email: 'casos@demo.test',
    name: 'Carlos Casos',
    roles: ['lawCompanyUser', 'lawCompanySeizureRequestAdmin'],
    company: 'alfa',
    description: 'Usuário e gestor de casos da Alfa',
  },
  {
    email: 'leitura@demo.test',
    name: 'Lúcia Leitura',
    roles: ['lawCompanyUser'],
    company: 'alfa',
    description: 'Usuário da Alfa (somente leitura)',
  },
  {
    email: 'beta@demo.test',
    name: 'Bruno Teixeira',
    roles: ['lawCompanyAdmin'],
    company: 'beta',
    description: 'Administrador da assessoria Beta (sem aprovação automática nem modo simplificado)',
  },
  {
    email: 'localizador@demo.test',
    name: 'Luiz Localizador',
    roles: ['tracker'],
    company: null,
    description: "Localizador do aplicativo (vê 'Nada por aqui')",
  },
];

/** Inserts the console's users (the demo tracker comes with the other app users). */
export async function seedStaff(ctx: SeedContext, companies: SeededCompany[]): Promise<Staff> {
  const byKey = new Map(companies.map((c) => [c.key, c]));
  const first = companies[0];
  const rows: (typeof users.$inferInsert)[] = DEMO_ACCOUNTS.filter((a) => !a.roles.includes('tracker')).map((a, i) => {
    const createdAt = addMs(first.createdAt, (i + 1) * DAY);
    return {
      name: a.name,
      email: a.email,
      passwordHash: ctx.passwordHash,
      roles: a.roles,
      status: 'active',
      lawCompanyId: a.company ? byKey.get(a.company)!.id : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const others = companies.filter((c) => c.key !== 'alfa' && c.key !== 'beta');
  for (const company of others) {
    const contact = companyContact(company.key);
    const user = contact.contactName
      .split(' ')[0]
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    rows.push({
      name: contact.contactName,
      email: `${user}@${contact.domain}`,
      passwordHash: ctx.passwordHash,
      roles: ['lawCompanyAdmin'],
      status: 'active',
      lawCompanyId: company.id,
      createdAt: company.createdAt,
      updatedAt: company.createdAt,
    });
  }
  const inserted = await ctx.db
    .insert(users)
    .values(rows)
    .returning({ id: users.id, email: users.email, lawCompanyId: users.lawCompanyId });
  const id = (email: string) => inserted.find((u) => u.email === email)!.id;
  const companyAdmins = new Map<number, number>();
  for (const u of inserted)
    if (u.lawCompanyId != null && !u.email.endsWith('@demo.test')) companyAdmins.set(u.lawCompanyId, u.id);
  return {
    admin: id('admin@demo.test'),
    support: id('suporte@demo.test'),
    alfaAdmin: id('assessoria@demo.test'),
    alfaCases: id('casos@demo.test'),
    alfaReader: id('leitura@demo.test'),
    betaAdmin: id('beta@demo.test'),
    companyAdmins,
  };
}
