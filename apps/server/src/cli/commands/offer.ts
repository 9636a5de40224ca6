import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { offerCodeSchema, type OfferContentInput, type OfferDiscount } from '@cadenza/domain';
import { ZodError } from 'zod';
import type { OfferTerms } from '../../modules/offers/offers.service.js';
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

function readTerms(values: Values): OfferTerms {
  const terms: OfferTerms = {};
  if (values['trial-length'] !== undefined) {
    const days = Number(values['trial-length']);
    if (!Number.isInteger(days) || days < 0 || days > 365)
      throw new UsageError('--trial-length must be 0 to 365 days');
    terms.trialLength = days;
  }
  if (values.template !== undefined) {
    if (values.template !== 'A' && values.template !== 'B')
      throw new UsageError('--template must be A or B');
    terms.template = values.template;
  }
  if (values.status !== undefined) {
    if (values.status !== 'active' && values.status !== 'inactive')
      throw new UsageError('--status must be active or inactive');
    terms.status = values.status;
  }
  if (values['associate-name'] !== undefined)
    terms.associateName = values['associate-name'] || null;
  if (values['third-party-marketing'] !== undefined)
    terms.thirdPartyMarketing = values['third-party-marketing'] === 'true';
  if (values.discount !== undefined) terms.discount = readDiscount(values.discount);
  return terms;
}

function readDiscount(text: string): OfferDiscount | null {
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
