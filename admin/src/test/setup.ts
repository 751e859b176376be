// jest-dom's matchers (toBeInTheDocument, toHaveAccessibleName ...) for the console's component tests.
import '@testing-library/jest-dom/vitest';
