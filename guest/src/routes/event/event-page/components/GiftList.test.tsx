import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GiftList } from './GiftList';

describe('GiftList', () => {
  it("wraps a gift's name that is one long word inside its card instead of cutting it", () => {
    const longName = 'k'.repeat(200);
    render(
      <GiftList
        gifts={[
          { id: 1, name: longName, price: 107, priceWithoutFee: 100, imageUrl: null, isAvailable: true },
        ]}
        inCart={new Map()}
        onAdd={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: longName })).toHaveStyle({
      overflowWrap: 'anywhere',
      wordBreak: 'break-word',
    });
    expect(screen.getByRole('button', { name: /Adicionar/ })).not.toHaveStyle({ overflowWrap: 'anywhere' });
  });
});
