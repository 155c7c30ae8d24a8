import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostImage } from './PostImage';

describe('PostImage', () => {
  it('has intrinsic dimensions', () => {
    render(<PostImage src="/images/blog/a.svg" alt="Cover" />);
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('width', '1200');
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('height', '630');
  });

  it('swaps to the placeholder once, then hides', () => {
    render(<PostImage src="/images/blog/missing.svg" alt="Cover" />);
    const image = screen.getByRole('img', { name: 'Cover' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/placeholder.svg');
    expect(image).not.toHaveClass('invisible');
    fireEvent.error(image);
    expect(image).toHaveClass('invisible');
  });

  it('hides at once when the placeholder itself fails', () => {
    render(<PostImage src="/images/placeholder.svg" alt="" data-testid="cover" />);
    const image = screen.getByTestId('cover');
    fireEvent.error(image);
    expect(image).toHaveClass('invisible');
  });

  it('tries a new source again after a failed one', () => {
    const { rerender } = render(<PostImage src="/images/blog/missing.svg" alt="Cover" />);
    fireEvent.error(screen.getByRole('img', { name: 'Cover' }));
    rerender(<PostImage src="/images/blog/other.svg" alt="Cover" />);
    expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', '/images/blog/other.svg');
  });
});
