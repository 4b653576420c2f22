// Who is signed in, mirrored from the auth bridge so components can select it like any other state.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser } from '@memory/contracts';

export interface SessionState {
  user: AuthUser | null;
}

const initialState: SessionState = { user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    userChanged(state, action: PayloadAction<AuthUser | null>) {
      state.user = action.payload;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== null,
  },
});

export const { userChanged } = sessionSlice.actions;
export const { selectUser, selectIsSignedIn } = sessionSlice.selectors;
