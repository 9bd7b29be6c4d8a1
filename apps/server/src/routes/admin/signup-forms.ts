import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ErrorReply, NewSignupFormBody, SignupFormIdParams, SignupFormPatchBody, SignupFormReply, SignupFormsReply } from '@beckon/core/api';
import { createSignupForm, deleteSignupForm, findSignupForm, listSignupForms, updateSignupForm } from '../../repositories/signup-forms.js';
import { ownedSiteId } from '../../repositories/sites.js';
import { checkFormSettings, type CheckedSettings } from '../../signup/form-settings.js';
import { trimmedName } from './lists.js';

const NO_FORM = 'No such sign-up form in your account.';
const NAME_FORM = 'Give the form a name.';

type FormApp = Parameters<FastifyPluginAsyncTypebox>[0];

function badRequest(reply: FastifyReply, message: string, field: string) {
  return reply.send(Object.assign(reply.server.httpErrors.badRequest(message), { field }));
}

/** The site a form is for: undefined leaves it as it is, null for none; 'missing' when it is not the caller's. */
async function siteOf(app: FormApp, accountId: number, clientId: string | null | undefined): Promise<number | null | undefined | 'missing'> {
  if (clientId === undefined || clientId === null) return clientId;
  return (await ownedSiteId(app.db, accountId, clientId)) ?? 'missing';
}

function changeRoutes(app: FormApp): void {
  app.post('/api/admin/signup-forms', { schema: { body: NewSignupFormBody, response: { 201: SignupFormReply, 400: ErrorReply } } }, async (request, reply) => {
    const accountId = request.account!.id;
    const name = trimmedName(request.body.name);
    if (!name) return badRequest(reply, NAME_FORM, 'name');
    const siteId = await siteOf(app, accountId, request.body.client_id);
    if (siteId === 'missing') return badRequest(reply, 'No such site in your account.', 'client_id');
    const checked = await checkFormSettings(app.db, accountId, request.body.settings);
    if (!checked.ok) return badRequest(reply, checked.message, checked.field);
    const id = await createSignupForm(app.db, accountId, { name, siteId: siteId ?? null, settings: checked.settings });
    return reply.code(201).send((await findSignupForm(app.db, accountId, id))!);
  });

  app.patch(
    '/api/admin/signup-forms/:id',
    { schema: { params: SignupFormIdParams, body: SignupFormPatchBody, response: { 200: SignupFormReply, 400: ErrorReply, 404: ErrorReply } } },
    async (request, reply) => {
      const accountId = request.account!.id;
      const id = Number(request.params.id);
      if (!(await findSignupForm(app.db, accountId, id))) return reply.notFound(NO_FORM);
      const name = trimmedName(request.body.name);
      if (name === null) return badRequest(reply, NAME_FORM, 'name');
      const siteId = await siteOf(app, accountId, request.body.client_id);
      if (siteId === 'missing') return badRequest(reply, 'No such site in your account.', 'client_id');
      const checked: CheckedSettings | undefined = request.body.settings && (await checkFormSettings(app.db, accountId, request.body.settings));
      if (checked && !checked.ok) return badRequest(reply, checked.message, checked.field);
      await updateSignupForm(app.db, accountId, id, { name, siteId, settings: checked?.settings });
      return findSignupForm(app.db, accountId, id);
    },
  );

  app.delete(
    '/api/admin/signup-forms/:id',
    {
      schema: {
        description: 'Deletes the form: its token stops working at once; its subscribers stay subscribed.',
        params: SignupFormIdParams,
        response: { 204: Type.Null(), 404: ErrorReply },
      },
    },
    async (request, reply) => {
      if (!(await deleteSignupForm(app.db, request.account!.id, Number(request.params.id)))) return reply.notFound(NO_FORM);
      return reply.code(204).send(null);
    },
  );
}

/** Issue 18: the owner's sign-up forms. Every query takes the caller's account. */
const signupFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/signup-forms',
    { schema: { description: 'Your sign-up forms, each with the token its public call is made to.', response: { 200: SignupFormsReply } } },
    async (request) => listSignupForms(app.db, request.account!.id),
  );
  app.get(
    '/api/admin/signup-forms/:id',
    { schema: { params: SignupFormIdParams, response: { 200: SignupFormReply, 404: ErrorReply } } },
    async (request, reply) => (await findSignupForm(app.db, request.account!.id, Number(request.params.id))) ?? reply.notFound(NO_FORM),
  );
  changeRoutes(app);
};

export default signupFormRoutes;
