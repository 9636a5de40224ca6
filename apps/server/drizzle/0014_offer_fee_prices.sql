-- Custom: an offer's fee text names prices from the visitor's own plan (issue 18), so a US
-- visitor never reads '£9.99' and a discount's text says what is charged. The card step fills
-- {price}, {discountedPrice} and {discountMonths}; only texts still as seeded are changed.
UPDATE offers SET content = jsonb_set(content, '{subscriptionFeeText}', '"{price} a month"')
WHERE code = 'piano-academy' AND content->>'subscriptionFeeText' = 'then £9.99 a month';
--> statement-breakpoint
UPDATE offers SET content = jsonb_set(
  content,
  '{subscriptionFeeText}',
  '"{discountedPrice} a month for your first {discountMonths} months, then {price} a month"'
)
WHERE code = 'conservatoire-half-price'
  AND content->>'subscriptionFeeText' = 'then half price for 3 months';
