import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_STAGES, FirstViewStages, useFirstViewStage } from './first-view-stages';

function Probe({ seen }: { seen: number[] }) {
  const stage = useFirstViewStage();
  seen.push(stage);
  return <p>{`stage ${stage}`}</p>;
}

describe('the first view in stages', () => {
  it('renders its parts one commit after the other, then says it is done', async () => {
    const seen: number[] = [];
    const onDone = vi.fn();
    render(
      <FirstViewStages onDone={onDone}>
        <Probe seen={seen} />
      </FirstViewStages>,
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.getByText(`stage ${FIRST_VIEW_STAGES}`)).toBeInTheDocument();
    expect([...new Set(seen)]).toEqual([1, 2, 3]);
  });

  it('renders every part at once outside it', () => {
    render(<Probe seen={[]} />);
    expect(screen.getByText('stage Infinity')).toBeInTheDocument();
  });
});
