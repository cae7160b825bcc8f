import { configure } from '@testing-library/react';

// The suite runs beside the server's on two cores: a screen may take more than the library's
// default second to settle. Waiting longer changes no assertion, only how long `findBy…` waits.
configure({ asyncUtilTimeout: 5_000 });
