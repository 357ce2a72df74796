import { exportQuerySchema } from '../../domain/listQuery';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { lawCompanyListQuerySchema, lawCompanyStatusChangeSchema } from '../../domain/lawCompanies';
import { lawCompanySettingsUpdateSchema } from '../../domain/lawCompanySettings';
import * as answers from '../../domain/responses';
import { idParam, idParams, xlsxResponse } from '../http/openapi';
import {
  LAW_COMPANY_SWITCHES,
  SWITCH_ACTIONS,
  type LawCompanySwitch,
  type SwitchAction,
} from '../../domain/lawCompanies';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import { xlsxReply } from '../services/shared/export';
import { exportLawCompanies } from '../services/shared/listExports';
import { caseId } from '../services/cases';
import { notFound } from '../services/errors';
import * as lawCompanies from '../services/lawCompanies';

/**
 * /admin/law-companies: spec 000 §7 "Law companies". The current company for its users; the
 * rest (list, details, status, switches) for support only. docs/law-companies.md.
 */
export function lawCompanyRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function register(app: FastifyInstance) {
    const support = { preHandler: requireRoles(ROLE_RULES.lawCompanies) };
    const id = (request: FastifyRequest) => caseId((request.params as { id: string }).id);
    /** `enable` or `disable`; any other word is an unknown path (404). */
    const action = (request: FastifyRequest): SwitchAction => {
      const value = (request.params as { action: string }).action;
      if (!(SWITCH_ACTIONS as readonly string[]).includes(value)) throw notFound();
      return value as SwitchAction;
    };

    app.get(
      '/law-companies/current',
      { preHandler: requireRoles(ROLE_RULES.cases), schema: { response: { 200: answers.currentLawCompanySchema } } },
      (req) => lawCompanies.current(db, currentUser(req)),
    );
    // The company's own settings (/configuracoes): its admin only; docs/law-companies.md#settings.
    app.get(
      '/law-companies/current/history',
      { preHandler: requireRoles(ROLE_RULES.settings), schema: { response: { 200: answers.historySchema } } },
      (req) => lawCompanies.settingsHistory(db, currentUser(req)),
    );
    app.post(
      '/law-companies/current',
      {
        preHandler: requireRoles(ROLE_RULES.settings),
        schema: { body: lawCompanySettingsUpdateSchema, response: { 200: answers.currentLawCompanySchema } },
      },
      (req) => lawCompanies.saveSettings(db, currentUser(req), req.body),
    );
    // The options of the support's law-company filters (case list, dashboard).
    app.get('/law-companies/all', { ...support, schema: { response: { 200: answers.lawCompanyOptionsSchema } } }, () =>
      lawCompanies.options(db),
    );
    app.get(
      '/law-companies',
      {
        ...support,
        schema: {
          querystring: lawCompanyListQuerySchema,
          response: { 200: answers.pageOf(answers.lawCompanyRowSchema) },
        },
      },
      (req) => lawCompanies.list(db, req.query),
    );
    app.get(
      '/law-companies/export',
      {
        ...support,
        schema: {
          querystring: exportQuerySchema(lawCompanyListQuerySchema),
          response: { 200: xlsxResponse('Até 5.000 assessorias.') },
        },
      },
      async (req, reply) => xlsxReply(reply, 'assessorias', await exportLawCompanies(db, req.query)),
    );
    app.get(
      '/law-companies/:id',
      { ...support, schema: { params: idParams('id'), response: { 200: answers.lawCompanyDetailsSchema } } },
      (req) => lawCompanies.details(db, id(req)),
    );
    // The decision is e-mailed to the company's admins (issue 26 item 2).
    app.post(
      '/law-companies/status',
      {
        ...support,
        schema: { body: lawCompanyStatusChangeSchema, response: { 200: answers.lawCompanyDetailsSchema } },
      },
      (req) =>
        lawCompanies.changeStatus(
          { db, mail: ctx.config, supportEmail: ctx.config.SUPPORT_EMAIL, log: req.log },
          currentUser(req),
          req.body,
        ),
    );
    for (const [which, path] of Object.entries(LAW_COMPANY_SWITCHES) as [LawCompanySwitch, string][]) {
      app.post(
        `/law-companies/:id/config/${path}/:action`,
        {
          ...support,
          schema: {
            params: z.object({ id: idParam, action: z.enum(SWITCH_ACTIONS) }),
            response: { 200: answers.lawCompanyDetailsSchema },
          },
        },
        (req) => lawCompanies.setSwitch(db, currentUser(req), id(req), which, action(req)),
      );
    }
  };
}
