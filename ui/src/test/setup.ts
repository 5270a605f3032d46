import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { failOnConsoleError } from '../test-support/fail-on-console-error';

failOnConsoleError();
afterEach(() => cleanup());
