import { describe, expect, it } from 'vitest';
import { DEFAULT_WELCOME_TEXT, DEFAULT_WELCOME_TITLE, introTexts } from './intro';

describe('introTexts', () => {
  it("is the host's title and text when there is a description", () => {
    expect(introTexts(' Bem-vindos ', 'Nosso dia\n\nVenham!')).toEqual({
      title: 'Bem-vindos',
      text: 'Nosso dia\n\nVenham!',
    });
  });

  it('keeps the welcome title when the host wrote a text without one', () => {
    expect(introTexts('  ', 'Venham!')).toEqual({ title: DEFAULT_WELCOME_TITLE, text: 'Venham!' });
  });

  it('is the welcome when the description is empty, whatever the title', () => {
    for (const description of [null, '', ' \n ']) {
      expect(introTexts('Título', description)).toEqual({
        title: DEFAULT_WELCOME_TITLE,
        text: DEFAULT_WELCOME_TEXT,
      });
    }
  });
});
