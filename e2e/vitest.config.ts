import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys are one story on one platform: the newcomer of journey 1 is the host of journeys
 * 2 and 3, journey 5 finds what the guest of journey 4 left, and journey 7 thanks for a gift of
 * them; journey 10, the operator's refund, failed payout and erasure, comes late, and journey 11,
 * journey 1's newcomer resetting the password, last. They run one at
 * a time, in this order. Not in the root vitest projects: `npm test` needs no browser.
 */
const JOURNEYS = [
  'host/registration.spec.ts',
  'admin/event-request.spec.ts',
  'host/site-setup.spec.ts',
  'guest/gift-checkout.spec.ts',
  'host/payout.spec.ts',
  // Late: the balance its Pix raises is asserted by nobody after it.
  'guest/pix-payment.spec.ts',
  'host/invitations.spec.ts',
  'admin/back-office.spec.ts',
  // It adds gifts to the demo list and a purchase to the demo couple's gifts.
  'host/gift-list.spec.ts',
  // Late: it refunds, fails a payout and erases a guest, which the others count on as they are.
  'admin/operator.spec.ts',
  // Last: journey 1's newcomer, whom no journey signs in after journey 3, changes the password.
  'host/password-reset.spec.ts',
];

function journeyIndex(spec: TestSpecification): number {
  const index = JOURNEYS.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? JOURNEYS.length : index;
}

class JourneyOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => journeyIndex(a) - journeyIndex(b));
  }
}

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['*/**/*.spec.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: JourneyOrder },
    // A journey is a few minutes of clicking at most; starting the platform includes the builds.
    testTimeout: 180_000,
    hookTimeout: 60_000,
    reporters: ['verbose'],
  },
});
