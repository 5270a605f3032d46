import type { THostEventGift } from '@celebra/shared/models';
import { EmptyState } from '../../../common/layout/EmptyState';
import { GiftRow, type TGiftRowActions } from './GiftRow';

type Props = TGiftRowActions & { gifts: THostEventGift[]; busy: boolean };

/** The event's gifts in the order guests see them, each with its actions. */
export function GiftList({ gifts, busy, ...actions }: Props) {
  if (gifts.length === 0) return <EmptyState text="Nenhum presente na sua lista." />;
  return (
    <ol aria-label="Presentes da lista" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {gifts.map((gift, index) => (
        <GiftRow
          key={gift.id}
          gift={gift}
          isFirst={index === 0}
          isLast={index === gifts.length - 1}
          busy={busy}
          {...actions}
        />
      ))}
    </ol>
  );
}
