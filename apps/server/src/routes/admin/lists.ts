import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ErrorReply, ListIdParams, ListPatchBody, ListReply, ListsReply, NewListBody } from '@beckon/core/api';
import { createList, deleteList, listLists, updateList } from '../../repositories/lists.js';
import { checkEmailSettings } from './list-email-settings.js';

/** Confirmations go by email: an SMS list has no way to ask for one, so its subscribers join at once. */
const SMS_NO_OPT_IN = 'An SMS list cannot ask for double opt-in: Beckon confirms by email only.';
const NO_LIST = 'No such list in your account.';
const NAME_LIST = 'Give the list a name.';

/** A name with something in it: the schema counts characters, spaces included. */
export function trimmedName(name: string | undefined): string | undefined | null {
  if (name === undefined) return undefined;
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

function badRequest(reply: FastifyReply, message: string, field: string) {
  return reply.send(Object.assign(reply.server.httpErrors.badRequest(message), { field }));
}

/** Issue 18: the owner's email and SMS lists. Every query takes the caller's account. */
const listRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const listOf = async (accountId: number, publicId: string) => (await listLists(app.db, accountId)).find((l) => l.id === publicId);

  app.get(
    '/api/admin/lists',
    { schema: { description: 'Your subscriber lists, each with its subscribers counted by status.', response: { 200: ListsReply } } },
    async (request) => listLists(app.db, request.account!.id),
  );

  app.post(
    '/api/admin/lists',
    {
      schema: {
        description:
          "Creates a list. A double opt-in email list sends each new subscriber a confirmation email: confirm_subject and confirm_text (with {{confirm_link}} and {{list_name}}) in the list's lang, blank for Beckon's wording; thank_you_url (http or https) is where confirming leads.",
        body: NewListBody,
        response: { 201: ListReply, 400: ErrorReply },
      },
    },
    async (request, reply) => {
      const name = trimmedName(request.body.name);
      if (!name) return reply.badRequest(NAME_LIST);
      const email = checkEmailSettings(request.body);
      if (!email.ok) return badRequest(reply, email.message, email.field);
      if (request.body.kind === 'sms' && request.body.double_opt_in === true) return badRequest(reply, SMS_NO_OPT_IN, 'double_opt_in');
      const accountId = request.account!.id;
      const id = await createList(app.db, accountId, {
        name,
        kind: request.body.kind,
        doubleOptIn: request.body.double_opt_in ?? false,
        email: email.settings,
      });
      return reply.code(201).send((await listOf(accountId, id))!);
    },
  );

  app.patch(
    '/api/admin/lists/:id',
    {
      schema: {
        description:
          'Renames the list, turns double opt-in on or off (for sign-ups from now on), or changes its confirmation email and thank-you page (http or https).',
        params: ListIdParams,
        body: ListPatchBody,
        response: { 200: ListReply, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const name = trimmedName(request.body.name);
      if (name === null) return reply.badRequest(NAME_LIST);
      const email = checkEmailSettings(request.body);
      if (!email.ok) return badRequest(reply, email.message, email.field);
      const accountId = request.account!.id;
      if (request.body.double_opt_in === true && (await listOf(accountId, request.params.id))?.kind === 'sms')
        return badRequest(reply, SMS_NO_OPT_IN, 'double_opt_in');
      const changed = await updateList(app.db, accountId, request.params.id, { name, doubleOptIn: request.body.double_opt_in, email: email.settings });
      if (!changed) return reply.notFound(NO_LIST);
      return listOf(accountId, request.params.id);
    },
  );

  app.delete(
    '/api/admin/lists/:id',
    {
      schema: {
        description: 'Deletes the list and its subscriptions; subscribers stay on their other lists, and forms stop offering it.',
        params: ListIdParams,
        response: { 204: Type.Null(), 404: ErrorReply },
      },
    },
    async (request, reply) => {
      if (!(await deleteList(app.db, request.account!.id, request.params.id))) return reply.notFound(NO_LIST);
      return reply.code(204).send(null);
    },
  );
};

export default listRoutes;
