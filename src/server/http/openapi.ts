import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, XLSX_TYPE } from '../../domain/responses';
import { ROLE_LABELS } from '../../domain/roles';
import { FILE_TYPES } from '../../domain/uploads';
import { OPERATION_SUMMARIES } from './operationSummaries';
import { rolesOf } from './routeTable';

/** The generated OpenAPI 3.1 document, and its reference page (docs/api.md). */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** One answer checked against its route's declared schema (tests only: `checkResponses`). */
export interface ResponseCheck {
  method: string;
  url: string;
  /** The declared answer it was checked against: a status ('200', '404') or a range ('4xx'). */
  status: string;
  /** The mismatches, empty when the answer matches. */
  issues: z.core.$ZodIssue[];
}

export interface OpenApiOptions {
  /**
   * Validate every JSON answer against its route's response schema and report each check (the
   * API suite). Off in production: the answer is plain JSON.stringify, as without schemas, so the
   * hot list routes pay nothing for being described (docs/performance.md).
   */
  checkResponses?: (check: ResponseCheck) => void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sits behind a plugin-level sign-in hook (its options do not show it). */
    signedIn?: boolean;
  }
}

/**
 * Routes declare their contracts in `schema` (params, querystring, body: the zod schemas of
 * src/domain; response: one per status), and their roles by their guard (requireRoles). The
 * declaration feeds the OpenAPI document only: input keeps being parsed by the services with the
 * same schemas (`parse`: 422 with the field messages the console shows), so Fastify's validator
 * accepts everything as is.
 */
export async function installOpenApi(app: FastifyInstance, options: OpenApiOptions = {}) {
  app.setValidatorCompiler(() => acceptAsIs);
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) =>
    options.checkResponses
      ? checkingSerializer(schema as z.ZodType, method, url, String(httpStatus), options.checkResponses)
      : plainJson,
  );
  // Before @fastify/swagger's own onRoute hook: the errors are part of what it records.
  app.addHook('onRoute', declareErrors);
  const report = options.checkResponses;
  if (report) {
    // An answer whose status the route does not declare (a 201 where the document says 200) is a
    // mismatch too: the serializer above is never asked about it.
    app.addHook('onSend', async (request, reply, payload) => {
      const declared = (request.routeOptions.schema as { response?: Record<string, unknown> } | undefined)?.response;
      const status = String(reply.statusCode);
      if (declared && !(status in declared) && !(`${status[0]}xx` in declared)) {
        report({
          method: request.method,
          url: request.routeOptions.url ?? request.url,
          status,
          issues: [{ code: 'custom', path: [], message: `status ${status} não declarado`, input: undefined }],
        });
      }
      return payload;
    });
  }
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Recupera API',
        version: '1.0.0',
        license: { name: 'Proprietária: uso restrito ao operador do produto', identifier: 'LicenseRef-Proprietary' },
        description:
          'The API of the Recupera console, generated from the route table and the zod contracts of src/domain. ' +
          'Conventions (paging, errors, dates) and the rules behind each call: docs/api.md.',
      },
      // Relative: the document is served by the server it describes, whatever its address.
      servers: [{ url: '/', description: 'Este servidor (o console e a API respondem no mesmo endereço).' }],
      tags: Object.entries(AREA_TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: describeRoute,
    transformObject: (input) =>
      completeDocument(('openapiObject' in input ? input.openapiObject : {}) as OpenApiDocument) as never,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    // Read only: calls are made by the console, not from the reference page.
    uiConfig: { supportedSubmitMethods: [], docExpansion: 'list', defaultModelsExpandDepth: 0 },
    theme: { title: 'Recupera API' },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}

const acceptAsIs = () => true;
const plainJson = (data: unknown) => JSON.stringify(data);

function checkingSerializer(
  schema: z.ZodType,
  method: string,
  url: string,
  status: string,
  report: (check: ResponseCheck) => void,
) {
  return (data: unknown) => {
    const json = JSON.stringify(data);
    // Checked as the client reads it: dates are ISO strings by then.
    const value: unknown = json === undefined ? undefined : JSON.parse(json);
    const result = schema.safeParse(value);
    // The document says `additionalProperties: false`: a field it does not name is a mismatch too.
    report({ method, url, status, issues: result.success ? undeclaredFields(schema, value) : result.error.issues });
    return json;
  };
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  out?: z.ZodType;
};

/** The fields of a (valid) answer its schema does not name, as issues; zod's own parse drops them silently. */
function undeclaredFields(schema: z.ZodType, value: unknown, path: PropertyKey[] = []): z.core.$ZodIssue[] {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (value === null || value === undefined) return [];
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return undeclaredFields(def.innerType!, value, path);
    case 'pipe':
      return undeclaredFields(def.out!, value, path);
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => undeclaredFields(def.element!, item, [...path, i])) : [];
    case 'record':
      return typeof value === 'object'
        ? Object.entries(value).flatMap(([key, item]) => undeclaredFields(def.valueType!, item, [...path, key]))
        : [];
    case 'union': {
      const option = def.options!.find((candidate) => candidate.safeParse(value).success);
      return option ? undeclaredFields(option, value, path) : [];
    }
    case 'object': {
      if (typeof value !== 'object') return [];
      const shape = def.shape!;
      const record = value as Record<string, unknown>;
      const extra = Object.keys(record).filter((key) => !(key in shape));
      const own: z.core.$ZodIssue[] =
        extra.length > 0
          ? [
              {
                code: 'unrecognized_keys',
                keys: extra,
                path,
                message: `não declarado: ${extra.join(', ')}`,
                input: record,
              },
            ]
          : [];
      return [
        ...own,
        ...Object.entries(shape).flatMap(([key, field]) => undeclaredFields(field, record[key], [...path, key])),
      ];
    }
    default:
      return [];
  }
}

/**
 * Whether the route needs a signed-in caller: a role guard, /admin's hook, its own authenticate
 * hook, or a plugin-level one its options say (`config.signedIn`: /auth's signed-in group, /address).
 */
function needsSignIn(route: RouteOptions): boolean {
  const hooks = [route.onRequest, route.preHandler].flat().filter(Boolean) as { signsIn?: true }[];
  return (
    rolesOf(route) !== null ||
    route.url.startsWith('/admin/') ||
    route.config?.signedIn === true ||
    hooks.some((hook) => hook.signsIn)
  );
}

const described = (text: string) => errorBodySchema.describe(text);

/** The refusals every route of a kind can answer, in the one error shape (http/errors.ts). */
function declareErrors(route: RouteOptions) {
  const schema = route.schema as (FastifySchema & { hide?: boolean }) | undefined;
  if (!schema?.response || schema.hide) return;
  const response = { ...(schema.response as Record<string, unknown>) };
  const add = (status: string, text: string) => {
    response[status] ??= described(text);
  };
  if (needsSignIn(route)) {
    add('401', 'Sem sessão válida (sem token, expirado, sessão encerrada ou usuário bloqueado).');
    add(
      '403',
      'O perfil do usuário não permite a chamada, ou a assessoria está em análise, reprovada ou sem e-mail confirmado.',
    );
  }
  if (schema.params) add('404', 'Registro inexistente ou de outra assessoria.');
  if (schema.body || schema.querystring) add('422', 'Dados inválidos: `errors` traz a mensagem de cada campo.');
  add(
    '4xx',
    'Outra recusa (400 regra de negócio, 409 conflito, 413 grande demais, 429 tentativas demais), com a mensagem em português.',
  );
  add('5xx', 'Erro interno (500) ou banco de dados indisponível (503).');
  route.schema = { ...schema, response };
}

/** The first path segment after /admin: the document's sections. */
function areaOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  return (parts[0] === 'admin' ? parts[1] : parts[0]) ?? 'root';
}

/** What an answer without its own description says, by status. */
const SUCCESS_TEXTS: Record<string, string> = {
  '200': 'Sucesso.',
  '201': 'Criado.',
  '503': 'Banco de dados indisponível.',
};

function describeRoute(input: Parameters<typeof jsonSchemaTransform>[0]) {
  const transformed = jsonSchemaTransform(input);
  const schema = transformed.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return transformed;
  const route = input.route as RouteOptions;
  const roles = rolesOf(route);
  const signedIn = needsSignIn(route);
  const who = roles
    ? `Perfis: ${roles.map((role) => `${ROLE_LABELS[role]} (\`${role}\`)`).join(', ')}.`
    : signedIn
      ? 'Qualquer usuário com sessão.'
      : 'Pública (sem token).';
  const response = Object.fromEntries(
    Object.entries((schema.response ?? {}) as Record<string, Record<string, unknown>>).map(([status, answer]) => [
      status,
      answer.description === undefined ? { ...answer, description: SUCCESS_TEXTS[status] ?? 'Resposta.' } : answer,
    ]),
  );
  const key = `${route.method} ${input.url}`;
  return {
    url: transformed.url,
    schema: {
      ...schema,
      response,
      operationId: operationIdOf(String(route.method), input.url),
      summary: OPERATION_SUMMARIES[key] ?? key,
      tags: [areaOf(input.url)],
      description: [schema.description, who].filter(Boolean).join('\n\n'),
      security: signedIn ? [{ bearer: [] }] : [],
      'x-roles': roles ?? [],
      'x-signed-in': signedIn,
    },
  };
}

/** The document's sections (areaOf), each declared with what it holds. */
export const AREA_TAGS: Record<string, string> = {
  health: 'Saúde do servidor, para o balanceador.',
  metrics: 'Métricas para o operador (formato Prometheus).',
  auth: 'Sessão: entrar, renovar, sair, recuperar e alterar a senha, confirmar o cadastro.',
  'law-companies': 'Assessorias jurídicas: cadastro, análise, configurações.',
  chat: 'Conversas com os localizadores.',
  dashboard: 'Painel: contagens, gráficos e pendências.',
  'app-transfers': 'Transferências Pix aos usuários do aplicativo.',
  'seizure-requests': 'Casos de busca e apreensão, seus arquivos e laudos.',
  trackers: 'Localizadores e seus pedidos nos casos.',
  import: 'Importação de casos por planilha.',
  users: 'Usuários do console.',
  'app-users': 'Usuários do aplicativo: planos e verificações de identidade.',
  support: 'Análises do suporte.',
  address: 'Endereços: coordenadas.',
  content: 'Arquivos enviados.',
  public: 'Páginas públicas: cadastro de assessoria, dados do operador.',
};

/** GET /admin/users/:id/history → getAdminUsersIdHistory (unique: one per method and path). */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split(/[/:-]+/)
    .filter((word) => word && word !== '*')
    .map((word) => word[0].toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('') + (url.endsWith('*') ? 'Path' : '');
}

interface OpenApiParameter {
  name: string;
  in: string;
  schema?: { type?: string };
  style?: string;
  explode?: boolean;
  description?: string;
  required?: boolean;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  responses?: Record<string, { content?: Record<string, unknown>; description?: string }>;
}
type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>> } & Record<string, unknown>;

/**
 * What the per-route transform cannot say: nested query objects travel as `filters[term]=x` (qs,
 * app.ts), which OpenAPI calls `style: deepObject`; without it a client following the document
 * sent `?term=x` and the filter was silently dropped. And /content's path parameter, `*` in
 * Fastify, is named `path` (a name a client can fill), with the types a stored file can have.
 */
function completeDocument(document: OpenApiDocument): OpenApiDocument {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  for (const [url, operations] of Object.entries(document.paths ?? {})) {
    const wildcard = url.endsWith('{*}');
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query' && parameter.schema?.type === 'object')
          Object.assign(parameter, { style: 'deepObject', explode: true });
        if (wildcard && parameter.in === 'path' && parameter.name === '*') parameter.name = 'path';
      }
      const file = operation.responses?.['200'];
      if (wildcard && file?.content) {
        file.content = Object.fromEntries(
          Object.values(FILE_TYPES).map(({ mime }) => [mime, { schema: { type: 'string', format: 'binary' } }]),
        );
      }
    }
    paths[wildcard ? url.replace(/\{\*\}$/, '{path}') : url] = operations;
  }
  return { ...document, paths };
}

// ---- What the route declarations use ---------------------------------------------------------

/** A record id in a path: digits (anything else names no record: 404). */
export const idParam = z.string().regex(/^\d+$/).describe('O id do registro (inteiro positivo).');

/** Path parameters that are record ids. */
export const idParams = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, idParam])) as Record<K, typeof idParam>);

/** An .xlsx download (the list exports). */
export const xlsxResponse = (description: string) => ({
  description,
  content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
});

/** A polled answer the client already holds (If-None-Match matched the ETag): no body. */
export const notModified = z.null().describe('Nada mudou desde o ETag enviado em If-None-Match (sem corpo).');
