import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'editor/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20000,
  },
});
