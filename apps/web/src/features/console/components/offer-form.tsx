import type { FieldError, OfferDefinition } from '@cadenza/domain';
import { useState, type ReactNode } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { formStyles } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { textOrNull, type OfferContentDraft } from '../offer-draft';
import styles from './console.module.css';
import { OfferImageField } from './offer-image-field';

interface OfferFormProps {
  draft: OfferDefinition;
  onChange: (draft: OfferDefinition) => void;
  errors: FieldError[];
  /** The code is chosen once, when the offer is created. */
  isNew: boolean;
  /** False while the page styles' text is not JSON (the draft keeps its last good value). */
  onPageStylesValidity: (isValid: boolean) => void;
}

const texts = [
  [
    'subscriptionFeeText',
    'Subscription fee text',
    'May name {price}, {discountedPrice} and {discountMonths}',
  ],
  ['firstText', 'First text', undefined],
  ['secondText', 'Second text', undefined],
  ['thirdText', 'Third text', undefined],
  ['fourthText', 'Fourth text', undefined],
  ['signupText', 'Signup button wording', '‘Start %s-day free trial’ or ‘Join free for %s days’'],
  ['buttonText', 'Button text', 'Default: ‘Get {trialLength} days free’'],
] as const;

const colours = [
  ['backgroundColor', 'Background'],
  ['foregroundColor', 'Foreground'],
  ['textColor', 'Text'],
  ['linkColor', 'Links'],
  ['errorColor', 'Errors'],
  ['logoColor', 'Logo'],
] as const;

const images = [
  ['logoImage', 'Logo image'],
  ['headerBackgroundImage', 'Header background image'],
  ['titleImage', 'Title image'],
] as const;

const yesNo = [
  ['hideExploreLink', 'Hide the ‘Explore as guest’ link'],
  ['secondSignupButton', 'A second signup button'],
  ['disableDualLogo', 'Show only the partner’s logo (no dual logo)'],
] as const;

/** Every field of the Offer entity (spec §3), each with its error from the draft's check. */
export function OfferForm({
  draft,
  onChange,
  errors,
  isNew,
  onPageStylesValidity,
}: OfferFormProps) {
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message;
  const setContent = (content: Partial<OfferContentDraft>) => {
    onChange({ ...draft, content: { ...draft.content, ...content } });
  };
  const { content } = draft;
  return (
    <div className={styles.form}>
      <Section title="Offer">
        <TextField
          label="Code"
          hint="The link’s referral code: lower-case letters, digits and dashes"
          value={draft.code}
          readOnly={!isNew}
          error={errorOf('code')}
          onChange={(event) => {
            onChange({ ...draft, code: event.target.value });
          }}
        />
        <SelectField
          label="Status"
          placeholder="Choose"
          options={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
          value={draft.status}
          error={errorOf('status')}
          onChange={(event) => {
            onChange({
              ...draft,
              status: event.target.value === 'inactive' ? 'inactive' : 'active',
            });
          }}
        />
        <TextField
          label="Trial length (days)"
          type="number"
          min={0}
          max={365}
          value={String(draft.trialLength)}
          error={errorOf('trialLength')}
          onChange={(event) => {
            onChange({ ...draft, trialLength: event.target.valueAsNumber });
          }}
        />
        <SelectField
          label="Template"
          placeholder="Choose"
          options={[
            { value: 'A', label: 'A' },
            { value: 'B', label: 'B' },
          ]}
          value={draft.template}
          error={errorOf('template')}
          onChange={(event) => {
            onChange({ ...draft, template: event.target.value === 'A' ? 'A' : 'B' });
          }}
        />
        <TextField
          label="Associate name"
          hint="The partner named on the signup page"
          value={draft.associateName ?? ''}
          error={errorOf('associateName')}
          onChange={(event) => {
            onChange({ ...draft, associateName: textOrNull(event.target.value) });
          }}
        />
        <CheckboxField
          label="Ask for third-party marketing consent (for the associate)"
          checked={draft.thirdPartyMarketing}
          error={errorOf('thirdPartyMarketing')}
          onChange={(event) => {
            onChange({ ...draft, thirdPartyMarketing: event.target.checked });
          }}
        />
        <CheckboxField
          label="A discount on the first paid months"
          checked={draft.discount !== null}
          onChange={(event) => {
            onChange({
              ...draft,
              discount: event.target.checked ? { percentOff: 50, durationMonths: 3 } : null,
            });
          }}
        />
        {draft.discount && (
          <div className={styles.row}>
            <TextField
              label="Percent off"
              type="number"
              min={1}
              max={100}
              value={String(draft.discount.percentOff)}
              error={errorOf('discount.percentOff')}
              onChange={(event) => {
                onChange({
                  ...draft,
                  discount: {
                    durationMonths: 1,
                    ...draft.discount,
                    percentOff: event.target.valueAsNumber,
                  },
                });
              }}
            />
            <TextField
              label="For months"
              type="number"
              min={1}
              value={String(draft.discount.durationMonths)}
              error={errorOf('discount.durationMonths')}
              onChange={(event) => {
                onChange({
                  ...draft,
                  discount: {
                    percentOff: 50,
                    ...draft.discount,
                    durationMonths: event.target.valueAsNumber,
                  },
                });
              }}
            />
          </div>
        )}
      </Section>

      <Section
        title="Wording"
        hint="Texts may name live counts: {scores}, {volumes}, {performances}, {videos}, {readings}"
      >
        <TextField
          label="Title"
          value={content.title}
          error={errorOf('content.title')}
          onChange={(event) => {
            setContent({ title: event.target.value });
          }}
        />
        <div className={formStyles.field}>
          <label htmlFor="offer-features" className={formStyles.label}>
            Features (one a line)
          </label>
          <textarea
            id="offer-features"
            className={formStyles.input}
            rows={4}
            value={content.features.join('\n')}
            onChange={(event) => {
              setContent({
                features: event.target.value.split('\n').filter((line) => line.trim()),
              });
            }}
          />
        </div>
        {texts.map(([field, label, hint]) => (
          <TextField
            key={field}
            label={label}
            hint={hint}
            value={content[field] ?? ''}
            error={errorOf(`content.${field}`)}
            onChange={(event) => {
              setContent({ [field]: textOrNull(event.target.value) });
            }}
          />
        ))}
        <SelectField
          label="Promoted pieces"
          placeholder="None"
          options={[1, 2, 3, 4, 5, 6].map((count) => ({
            value: String(count),
            label: String(count),
          }))}
          value={content.cta ? String(content.cta.piece.count) : ''}
          onChange={(event) => {
            const count = Number(event.target.value);
            setContent({ cta: count ? { piece: { count } } : null });
          }}
        />
      </Section>

      <Section title="Look">
        <div className={styles.colours}>
          {colours.map(([field, label]) => (
            <TextField
              key={field}
              label={label}
              placeholder="#rrggbb"
              value={content.colours[field] ?? ''}
              error={errorOf(`content.colours.${field}`)}
              onChange={(event) => {
                const value = event.target.value.trim();
                const others = Object.entries(content.colours).filter(([key]) => key !== field);
                setContent({
                  colours: Object.fromEntries(value ? [...others, [field, value]] : others),
                });
              }}
            />
          ))}
        </div>
        <TextField
          label="Background gradient"
          hint="A CSS gradient, e.g. linear-gradient(180deg, #102a43 0%, #243b53 100%)"
          value={content.backgroundGradient ?? ''}
          error={errorOf('content.backgroundGradient')}
          onChange={(event) => {
            setContent({ backgroundGradient: textOrNull(event.target.value) });
          }}
        />
        {images.map(([field, label]) => (
          <OfferImageField
            key={field}
            label={label}
            value={content[field]}
            error={errorOf(`content.${field}.url`)}
            onChange={(value) => {
              setContent({ [field]: value });
            }}
          />
        ))}
        <TextField
          label="Video address"
          value={content.offerVideo?.url ?? ''}
          error={errorOf('content.offerVideo.url')}
          onChange={(event) => {
            const url = textOrNull(event.target.value);
            setContent({ offerVideo: url ? { url } : null });
          }}
        />
        <SelectField
          label="Cadenza logo"
          placeholder="Choose"
          options={[
            { value: 'text-logo', label: 'Text logo' },
            { value: 'app-icon', label: 'App icon' },
          ]}
          value={content.tidoLogoVariant}
          onChange={(event) => {
            setContent({
              tidoLogoVariant: event.target.value === 'app-icon' ? 'app-icon' : 'text-logo',
            });
          }}
        />
        {yesNo.map(([field, label]) => (
          <CheckboxField
            key={field}
            label={label}
            checked={content[field]}
            onChange={(event) => {
              setContent({ [field]: event.target.checked });
            }}
          />
        ))}
        <PageStylesField
          value={content.pageStyles}
          error={errorOf('content.pageStyles')}
          onChange={(pageStyles) => {
            setContent({ pageStyles });
          }}
          onValidity={onPageStylesValidity}
        />
      </Section>
    </div>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.heading}>{title}</legend>
      {hint && <p className={styles.muted}>{hint}</p>}
      {children}
    </fieldset>
  );
}

type PageStyles = OfferContentDraft['pageStyles'];

/**
 * The landing and welcome sections' style settings, as JSON
 * (`{"landing": {"heroAlign": "left"}}`); text that is not JSON is reported, not sent.
 */
function PageStylesField({
  value,
  error,
  onChange,
  onValidity,
}: {
  value: PageStyles;
  error?: string | undefined;
  onChange: (value: PageStyles) => void;
  onValidity: (isValid: boolean) => void;
}) {
  const [jsonError, setJsonError] = useState<string | null>(null);
  const shownError = jsonError ?? error;
  return (
    <div className={formStyles.field}>
      <label htmlFor="offer-page-styles" className={formStyles.label}>
        Page styles (JSON)
      </label>
      <textarea
        id="offer-page-styles"
        className={formStyles.input}
        rows={3}
        defaultValue={JSON.stringify(value)}
        aria-invalid={shownError ? true : undefined}
        onChange={(event) => {
          try {
            const parsed: unknown = JSON.parse(event.target.value || '{}');
            setJsonError(null);
            onValidity(true);
            onChange(parsed as PageStyles);
          } catch {
            setJsonError('Page styles must be JSON, e.g. {"landing": {"heroAlign": "left"}}');
            onValidity(false);
          }
        }}
      />
      {shownError && (
        <p role="alert" className={formStyles.error}>
          {shownError}
        </p>
      )}
    </div>
  );
}
