import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  offerCodeSchema,
  offerTermsSchema,
  type OfferContentInput,
  type OfferTermsInput,
} from '@cadenza/domain';
import { ZodError } from 'zod';
import { requireRuntime, UsageError, type CliCommand } from '../command.js';

const options = {
  code: { type: 'string' },
  title: { type: 'string' },
  'trial-length': { type: 'string' },
  template: { type: 'string' },
  'associate-name': { type: 'string' },
  'third-party-marketing': { type: 'string' },
  discount: { type: 'string' },
  status: { type: 'string' },
  content: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof options; args: string[] }>>['values'];

export const offerCommand: CliCommand = {
  name: 'offer',
  usage:
    'offer create|update|deactivate --code C [--title T] [--trial-length DAYS] [--template A|B] ' +
    '[--associate-name N] [--third-party-marketing true|false] [--discount PERCENT:MONTHS|none] ' +
    '[--status active|inactive] [--content offer.json]',
  description:
    'Create, change or deactivate a partner offer (its page wording can come from a JSON file).',
  needsRuntime: true,
  async run(args, runtime) {
    const [action, ...rest] = args;
    const { values } = parseArgs({ args: rest, options, strict: true });
    if (!values.code) throw new UsageError('--code is required');
    const service = requireRuntime(runtime).services.billing.offers;
    try {
      const code = offerCodeSchema.parse(values.code);
      const terms = readTerms(values);
      const content = readContent(values);
      switch (action ?? '') {
        case 'create': {
          if (!content.title) throw new UsageError('--title (or a title in --content) is required');
          print(
            await service.createOffer({
              code,
              ...terms,
              content: { ...content, title: content.title },
            }),
          );
          return;
        }
        case 'update':
          print(
            await service.updateOffer(code, {
              ...terms,
              ...(Object.keys(content).length ? { content } : {}),
            }),
          );
          return;
        case 'deactivate':
          print(await service.updateOffer(code, { status: 'inactive' }));
          return;
        default:
          throw new UsageError('say create, update or deactivate');
      }
    } catch (error) {
      if (error instanceof ZodError)
        throw new UsageError(
          error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; '),
        );
      throw error;
    }
  },
};

function print(offer: {
  code: string;
  status: string;
  trialLength: number;
  version: number;
}): void {
  console.log(
    JSON.stringify({
      code: offer.code,
      status: offer.status,
      trialLength: offer.trialLength,
      version: offer.version,
    }),
  );
}

/**
 * The options as terms, checked by the domain's offer schema: the same rules as the console's
 * (a bad value names its field: 'trialLength Too big: expected number to be <=365').
 */
function readTerms(values: Values): OfferTermsInput {
  const raw: Record<string, unknown> = {};
  if (values['trial-length'] !== undefined) raw.trialLength = Number(values['trial-length']);
  if (values.template !== undefined) raw.template = values.template;
  if (values.status !== undefined) raw.status = values.status;
  if (values['associate-name'] !== undefined) raw.associateName = values['associate-name'] || null;
  if (values['third-party-marketing'] !== undefined)
    raw.thirdPartyMarketing = readBoolean(values['third-party-marketing']);
  if (values.discount !== undefined) raw.discount = readDiscount(values.discount);
  return offerTermsSchema.parse(raw);
}

function readBoolean(text: string): boolean {
  if (text !== 'true' && text !== 'false')
    throw new UsageError('--third-party-marketing must be true or false');
  return text === 'true';
}

/** PERCENT:MONTHS is the option's spelling; the numbers are checked with the other terms. */
function readDiscount(text: string): { percentOff: number; durationMonths: number } | null {
  if (text === 'none') return null;
  const match = /^(\d{1,3}):(\d{1,3})$/.exec(text);
  if (!match) throw new UsageError('--discount must be PERCENT:MONTHS (e.g. 50:3) or none');
  return { percentOff: Number(match[1]), durationMonths: Number(match[2]) };
}

function readContent(values: Values): Partial<OfferContentInput> {
  const fromFile = values.content
    ? (JSON.parse(readFileSync(values.content, 'utf8')) as Partial<OfferContentInput>)
    : {};
  return { ...fromFile, ...(values.title ? { title: values.title } : {}) };
}
