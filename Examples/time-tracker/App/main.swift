import TimeTrackerKit

// The executable only starts the app; everything else lives in TimeTrackerKit so the tests
// can host it.
TimeTrackerApp.main()
