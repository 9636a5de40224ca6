import { AppError } from '../../http/app-error.js';
import { CardError } from './payment-gateway.js';

/** The processor's refusal as the client sees it: 402 with the processor's own message. */
export function toCardAppError(error: CardError): AppError {
  return new AppError(
    'paymentRequired',
    error.message,
    error.field ? [{ field: error.field, message: error.message }] : undefined,
  );
}

/** Runs a gateway call, turning a card refusal into the client's error. */
export async function withCardErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CardError) throw toCardAppError(error);
    throw error;
  }
}
