import {
  assigneeSchema,
  type BulkResult,
  bulkSchema,
  type CompanyRef,
  type InboxList,
  type InboxMessage,
  inboxQuerySchema,
  noteSchema,
  replySchema,
  type StaffRef,
  statusSchema,
} from '@common/admin/contact';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError, parseOr400 } from '../../lib/http-error';
import { pathId } from '../../lib/query-params';
import { auditContext, companiesOfRequest, staffOf } from '../auth';
import { listCompanyRefs } from '../entries';
import { inboxAttention } from './attention';
import { applyBulk } from './bulk';
import { addNote, type Context, markRead, reply, setAssignee, setStatus } from './inbox-actions';
import { assignableStaff, getMessage, listMessages, unreadCount } from './inbox-queries';
import { notifyRoutes } from './notify-routes';

/** Admin API for the contact inbox, for owners and the inbox role; every change is audited. */
export const contactAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const access = 'inbox' as const;
  app.attentionSources.push(inboxAttention(app));
  await app.register(notifyRoutes);

  /**
   * The message of the address, when the staff member may read it: staff limited to companies read their
   * companies' queues only, and any other message is answered as if it did not exist (decision 088).
   */
  const messageFor = async (request: FastifyRequest, id: number): Promise<InboxMessage> => {
    const message = await getMessage(db, id);
    const queues = companiesOfRequest(request);
    if (!message || (queues !== null && !(message.toCompany && queues.includes(message.toCompany.id)))) {
      throw new HttpError(404, 'inbox.notFound');
    }
    return message;
  };

  /** Runs one change to a message in a transaction with its audit line, and answers with the message. */
  const change = (action: (tx: typeof db, context: Context, id: number) => Promise<unknown>) => {
    return async (request: FastifyRequest): Promise<InboxMessage> => {
      const id = pathId(request.params, 'inbox.notFound');
      await messageFor(request, id);
      await db.transaction((tx) => action(tx as unknown as typeof db, auditContext(request), id));
      return messageFor(request, id);
    };
  };

  app.get('/inbox', { config: { access } }, async (request): Promise<InboxList> => {
    const query = parseOr400(inboxQuerySchema, request.query);
    return listMessages(db, query, staffOf(request).user.id, companiesOfRequest(request));
  });

  app.get('/inbox/unread', { config: { access } }, async (request) => ({
    unread: await unreadCount(db, companiesOfRequest(request)),
  }));

  app.get('/inbox/assignees', { config: { access } }, (): Promise<StaffRef[]> => assignableStaff(db));

  // The companies a message can be sent to from their pages: the list's filter by company (its queue).
  app.get('/inbox/companies', { config: { access } }, async (request): Promise<CompanyRef[]> => {
    const queues = companiesOfRequest(request);
    return (await listCompanyRefs(db)).filter((company) => queues === null || queues.includes(company.id));
  });

  app.get(
    '/inbox/:id',
    { config: { access } },
    async (request): Promise<InboxMessage> => messageFor(request, pathId(request.params, 'inbox.notFound')),
  );

  // Marking read changes state, so it is a POST (CSRF-checked) the view sends when it opens an unread message.
  app.post(
    '/inbox/:id/read',
    { config: { access } },
    change((tx, context, id) => markRead(tx, context, id)),
  );

  // Many messages at once, in one transaction with an audit line per message (bulk.ts).
  app.post('/inbox/bulk', { config: { access } }, async (request): Promise<BulkResult> => {
    const input = parseOr400(bulkSchema, request.body);
    const queues = companiesOfRequest(request);
    return db.transaction((tx) => applyBulk(tx as unknown as typeof db, auditContext(request), input, queues));
  });

  app.post('/inbox/:id/notes', { config: { access } }, async (request) => {
    const { body } = parseOr400(noteSchema, request.body);
    return change((tx, context, id) => addNote(tx, context, id, body))(request);
  });

  app.put('/inbox/:id/status', { config: { access } }, async (request) => {
    const { status } = parseOr400(statusSchema, request.body);
    return change((tx, context, id) => setStatus(tx, context, id, status))(request);
  });

  app.put('/inbox/:id/assignee', { config: { access } }, async (request) => {
    const { assigneeId } = parseOr400(assigneeSchema, request.body);
    return change((tx, context, id) => setAssignee(tx, context, id, assigneeId))(request);
  });

  app.post('/inbox/:id/reply', { config: { access } }, async (request) => {
    const input = parseOr400(replySchema, request.body);
    const message = await change((tx, context, id) => reply(tx, context, id, input))(request);
    app.mail.kick();
    return message;
  });
};
