import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { createUser } from '../../modules/accounts/create-user.js';
import { requireRuntime, UsageError, type CliCommand } from '../command.js';

export const createUserCommand: CliCommand = {
  name: 'create-user',
  usage:
    'create-user --email E [--password P] [--role admin|publisher|ordinary] [--first-name N] [--imprint NAME|ID]',
  description:
    'Create an account (role ordinary unless given). Without --password, the user is emailed a link to choose one. A publisher needs --imprint: the studio shows it only that imprint’s products.',
  needsRuntime: true,
  async run(args, maybeRuntime) {
    const { values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string', default: 'ordinary' },
        'first-name': { type: 'string' },
        imprint: { type: 'string' },
      },
      strict: true,
    });
    if (!values.email) throw new UsageError('--email is required');
    if (values.role === 'publisher' && !values.imprint)
      throw new UsageError('--imprint is required for a publisher (the imprint’s name or id)');
    if (values.imprint && values.role !== 'publisher')
      throw new UsageError('--imprint is only for --role publisher');
    const runtime = requireRuntime(maybeRuntime);
    const services = runtime.services.accounts;
    const imprint = values.imprint
      ? await runtime.services.studio.findImprint(values.imprint)
      : undefined;
    if (values.imprint && !imprint)
      throw new UsageError(`no imprint is named or has the id ${values.imprint}`);
    try {
      const user = await createUser(services.repository, {
        email: values.email,
        password: values.password,
        role: values.role as never,
        firstName: values['first-name'],
        organisationId: imprint?.id,
      });
      if (values.password === undefined) {
        // Queued here, delivered by the server's workers (this process only sends).
        await runtime.jobs.start();
        await services.passwords.sendSetupEmail(user);
      }
      console.log(
        JSON.stringify({
          id: user.id,
          email: user.email,
          role: user.role,
          ...(imprint ? { imprint: imprint.name } : {}),
          ...(values.password === undefined ? { passwordSetupEmail: 'queued' } : {}),
        }),
      );
    } catch (error) {
      if (error instanceof ZodError) {
        throw new UsageError(error.issues.map((issue) => issue.message).join('; '));
      }
      throw error;
    }
  },
};
