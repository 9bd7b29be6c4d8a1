import { configure } from '@testing-library/react';

// A findBy or waitFor waits on rendering, not on a deadline the product keeps: the run shares two
// cores with the server's tests, and the library's 1 s default turned a slow render into a failure.
configure({ asyncUtilTimeout: 5_000 });
